% Modus tollens is valid but never atomic (rule 8, cost >= 2), including De Morgan over
% a disjunctive antecedent: polly=0, brimpus=1, grimpus=2, shumpus=3; everything that
% is a brimpus or a grimpus is a shumpus (0); Polly is not a shumpus (1).
% (a) the whole negated disjunction from the unstated rule: 2 + 1 (Ax for the rule) = 3;
% (b) one conjunct directly: one more for and-elimination (§7 item 20) = 4;
% (c) with the rule stated first: 2 + 1 = 3 (no Ax for the rule, and-elimination stays);
% (d) once the negated disjunction is stated, a conjunct is plain and-elimination (6).
% expected: "1 1 1 0 1 1 0;1 3 8 1 0 1 0 0|1 1 1 0 1 1 0;1 4 8 1 0 1 0 0|1 1 1 0 1 1 0;1 1 1 0 1 0 0;1 3 8 2 0 1 0 0|1 1 1 0 1 1 0;1 3 8 1 0 1 0 0;1 1 6 1 1 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(1, l(3,0,0))], [r(0, or([t(1,1), t(2,1)]), t(3,1))]),
    pv_check(1, [[fact(l(3,0,0)), fact(and([l(1,0,0), l(2,0,0)]))],
                 [fact(l(3,0,0)), fact(l(2,0,0))],
                 [fact(l(3,0,0)), rule(or([t(1,1), t(2,1)]), t(3,1)), fact(l(1,0,0))],
                 [fact(l(3,0,0)), fact(and([l(1,0,0), l(2,0,0)])), fact(l(2,0,0))]],
             200000, Out),
    pv_unload(1).
