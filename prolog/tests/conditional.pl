% Conditionals ('If X, then Y', cond(X, N)): the theory of or_elim.pl. In the first CoT
% each case is a conditional, whose assumption (hypotheses 0 and 3) is closed after the
% N steps of its sentence; the case results still serve the proof by cases, which
% discharges both: the conclusion rests on none, as in or_elim.pl. In the second CoT
% one conditional alone does not establish its consequent: after it is closed, the
% restated wumpus(sam) is a repeat of nothing usable and has no derivation (invalid);
% with a plain assume/1 it would be a repeat resting on the open hypothesis 0.
% expected: "1 0 11 0 0 1 0;1 1 1 0 1 6 0;1 1 2 2 0 1 0 1 0;1 0 11 0 0 1 3;1 1 1 0 1 5 0;1 1 2 2 3 4 0 1 3;1 1 1 0 1 8 0;1 1 9 3 2 5 6 0 0|1 0 11 0 0 1 0;1 1 1 0 1 6 0;1 1 2 2 0 1 0 1 0;0 0 0 0 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(7, or([l(3,0,1), l(5,0,1)])), f(8, or([l(5,0,1), l(7,0,1)]))],
               [r(0, t(1,1), t(2,1)), r(1, t(3,1), t(4,1)), r(2, t(5,1), t(4,1)),
                r(3, t(6,1), t(2,1)), r(4, t(7,1), t(4,1)), r(5, t(7,1), t(2,1)),
                r(6, t(5,1), t(2,1))]),
    pv_check(1, [[cond(l(5,0,1), 2), rule(t(5,1),t(2,1)), fact(l(2,0,1)),
                  cond(l(7,0,1), 2), rule(t(7,1),t(2,1)), fact(l(2,0,1)),
                  fact(or([l(5,0,1), l(7,0,1)])), fact(l(2,0,1))],
                 [cond(l(5,0,1), 2), rule(t(5,1),t(2,1)), fact(l(2,0,1)), fact(l(2,0,1))]],
             200000, Out),
    pv_unload(1).
