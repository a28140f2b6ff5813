% Dense cycles are judged, not only bounded: concepts 1-8 are each a subclass of every
% other (56 rules), 9 -> 1 enters the cycle and 8 -> 10 leaves it; fact 9(c1).
% Step 1, 10(c1), uses the fact and three unstated rules (9->1, 1->8, 8->10: an axiom
% and a hop each), cost 7, strict; step 2, not 2(c1), is underivable: invalid. A
% depth-first search that keeps only its own path walks every simple path of the cycle,
% thousands, far past the step's 20,000-inference bound: before the tabled reachability
% gate, step 2 answered 3 (bound hit).
% expected: "1 7 2 0 4 0 30 31 108 0;0 0 0 0 0 0"
:- use_module('../verify').
run(Out) :-
    findall(r(J, t(A,1), t(B,1)),
            ( between(1, 8, A), between(1, 8, B), A \== B, J is 100 + (A - 1) * 8 + B ),
            Cycle),
    pv_load(9, [f(0, l(9,1,1))], [r(30, t(9,1), t(1,1)), r(31, t(8,1), t(10,1)) | Cycle]),
    pv_check(9, [[fact(l(10,1,1)), fact(l(2,1,0))]], 20000, Out),
    pv_unload(9).
