% Proof by contradiction (grammar reference §7): polly=0, brimpus=1, grimpus=2,
% shumpus=3; context: everything that is a brimpus or a grimpus is a shumpus (0), Polly
% is not a shumpus (1). Each case: assume, or-intro, the rule, MP, "This contradicts
% with Polly is not a shumpus." (rule 12, resting on the case's assumption), then the
% negated assumption by contradiction (rule 10, discharging it); finally and-intro.
% expected: "1 0 11 0 0 1 0;1 1 7 1 0 0 1 0;1 1 1 0 1 0 0;1 1 2 2 1 2 0 1 0;1 1 12 1 3 1 1 1 0;1 1 10 2 3 4 1 1 0;1 0 11 0 0 1 6;1 1 7 1 6 0 1 6;1 0 3 1 2 0 0;1 1 2 2 2 7 0 1 6;1 1 12 1 9 1 1 1 6;1 1 10 2 9 10 1 1 0;1 1 5 2 5 11 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(1, l(3,0,0))], [r(0, or([t(1,1), t(2,1)]), t(3,1))]),
    pv_check(1, [[assume(l(2,0,1)), fact(or([l(1,0,1), l(2,0,1)])),
                  rule(or([t(1,1), t(2,1)]), t(3,1)), fact(l(3,0,1)),
                  contra(l(3,0,0)), fact(l(2,0,0)),
                  assume(l(1,0,1)), fact(or([l(1,0,1), l(2,0,1)])),
                  rule(or([t(1,1), t(2,1)]), t(3,1)), fact(l(3,0,1)),
                  contra(l(3,0,0)), fact(l(1,0,0)),
                  fact(and([l(1,0,0), l(2,0,0)]))]], 200000, Out),
    pv_unload(1).
