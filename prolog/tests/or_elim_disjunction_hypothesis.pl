% Or-elimination keeps the disjunction's own assumptions (a soundness bug z3 caught):
% here the disjunction yumpus(0)∨grimpus(0) is itself derived under "Assume yumpus"
% (step 3), so concluding it again "by cases" still rests on assumption 3 and does not
% discharge it. stella=0, yumpus=1, grimpus=2.
% expected: "1 0 11 0 0 1 0;1 1 7 1 0 0 1 0;1 1 1 0 1 0 0;1 0 11 0 0 1 3;1 1 7 1 3 0 1 3;1 1 9 2 1 4 0 1 3"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [], [r(0, or([t(1,1), t(2,1)]), t(3,1))]),
    pv_check(1, [[assume(l(2,0,1)), fact(or([l(1,0,1), l(2,0,1)])),
                  rule(or([t(1,1), t(2,1)]), t(3,1)),
                  assume(l(1,0,1)), fact(or([l(1,0,1), l(2,0,1)])),
                  fact(or([l(1,0,1), l(2,0,1)]))]], 200000, Out),
    pv_unload(1).
