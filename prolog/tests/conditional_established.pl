% Conditionals on what already holds (sam=0, wumpus=2, impus=3, tumpus=4, vumpus=5;
% the context: vumpus(sam), impuses are tumpuses, vumpuses are wumpuses). In the first
% CoT 'If impus(sam)' follows 'Assume impus(sam)': it assumes nothing new, so it and
% the tumpus(sam) derived after it rest on hypothesis 0 (with a conditional of its
% own they rested on hypothesis 1, closed after the sentence), and the restatement
% after that is a repeat of step 2 (rule 3), not a new derivation. In the second,
% 'If vumpus(sam)' is a context fact: the step rests on nothing and becomes an item,
% as if restated, so wumpus(sam) follows from step 0 and the unstated rule (cost 2)
% resting on nothing, and its restatement is a repeat.
% expected: "1 0 11 0 0 1 0;1 0 11 0 0 1 0;1 2 2 1 0 1 1 1 0;1 0 3 1 2 0 1 0|1 0 11 0 0 0;1 2 2 1 0 1 2 0;1 0 3 1 1 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(0, l(5,0,1))], [r(1, t(3,1), t(4,1)), r(2, t(5,1), t(2,1))]),
    pv_check(1, [[assume(l(3,0,1)), cond(l(3,0,1), 1), fact(l(4,0,1)), fact(l(4,0,1))],
                 [cond(l(5,0,1), 1), fact(l(2,0,1)), fact(l(2,0,1))]],
             200000, Out),
    pv_unload(1).
