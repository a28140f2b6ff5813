% Several one-shot checks in one call (pv_batch_goal/2): each item is answered as
% pv_once_goal/4 answers it alone, "#" between items; an item whose check fails (a CoT
% index with no step in its table) or raises (a bound that is not a number) answers "!"
% and the items after it are still judged. Theories 1 and 2 have the same axiom
% numbers, so an answer leaking from one item into the next would show. The text after
% "=" is pv_once_goal/4's answer for the last item checked on its own.
% expected: "1 1 1 0 1 0 0;1 2 2 1 0 1 1 0#!#!#0 0 0 0 0 0;1 1 1 0 1 0 0=0 0 0 0 0 0;1 1 1 0 1 0 0"
:- use_module('../verify').
run(Out) :-
    T1 = theory(1, [f(l(0,0,1)), r(t(0,1), t(1,1))]),
    T2 = theory(2, [r(t(0,1), t(1,1))]),
    L = limits(100000, 10000000),
    C1 = sorted(s(fact(l(0,0,1)), fact(l(1,0,1))), [c(0, [0, 1])]),
    C2 = sorted(s(fact(l(1,0,1)), rule(t(0,1), t(1,1))), [c(0, [0, 1])]),
    pv_batch_goal([o(T1, C1, L),
                   o(T1, sorted(s(fact(l(0,0,1))), [c(0, [3])]), L),
                   o(T1, C1, limits(a, b)),
                   o(T2, C2, L)], Batch),
    pv_once_goal(T2, C2, L, Alone),
    format(string(Out), "~w=~w", [Batch, Alone]).
