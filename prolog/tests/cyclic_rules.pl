% Cyclic rule sets terminate: every A is a B, every B is an A, every B is a C.
% The derivable fact is found (axiom + unstated rule + hop = 3 applications), the underivable one is invalid, the broad rule A->C is
% found by breadth-first search over the cycle, and an unreachable rule is invalid.
% expected: "1 3 2 0 2 0 1 0;0 0 0 0 0 0;2 2 4 0 2 1 3 0;0 0 0 0 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(7, [f(0, l(1,1,1))], [r(1, t(1,1), t(2,1)), r(2, t(2,1), t(1,1)), r(3, t(2,1), t(3,1))]),
    pv_check(7, [[fact(l(2,1,1)), fact(l(4,1,1)), rule(t(1,1),t(3,1)), rule(t(3,1),t(1,1))]], 100000, Out),
    pv_unload(7).
