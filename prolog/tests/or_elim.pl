% Proof by cases (the OrElim example of prontoqa-formats.md §1): sam=0, shumpus=1,
% wumpus=2, impus=3, grimpus=4, vumpus=5, dumpus=6, sterpus=7. Each case derives
% wumpus(sam) under its own assumption (hypotheses 0 and 3; the second Assume closes the
% first, an alternative of the same disjunction); the restated disjunction and the final
% conclusion by or-elimination (rule 9) discharge both: the conclusion rests on none.
% expected: "1 0 11 0 0 1 0;1 1 1 0 1 6 0;1 1 2 2 0 1 0 1 0;1 0 11 0 0 1 3;1 1 1 0 1 5 0;1 1 2 2 3 4 0 1 3;1 1 1 0 1 8 0;1 1 9 3 2 5 6 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(7, or([l(3,0,1), l(5,0,1)])), f(8, or([l(5,0,1), l(7,0,1)]))],
               [r(0, t(1,1), t(2,1)), r(1, t(3,1), t(4,1)), r(2, t(5,1), t(4,1)),
                r(3, t(6,1), t(2,1)), r(4, t(7,1), t(4,1)), r(5, t(7,1), t(2,1)),
                r(6, t(5,1), t(2,1))]),
    pv_check(1, [[assume(l(5,0,1)), rule(t(5,1),t(2,1)), fact(l(2,0,1)),
                  assume(l(7,0,1)), rule(t(7,1),t(2,1)), fact(l(2,0,1)),
                  fact(or([l(5,0,1), l(7,0,1)])), fact(l(2,0,1))]], 200000, Out),
    pv_unload(1).
