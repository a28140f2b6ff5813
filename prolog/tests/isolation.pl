% Nothing leaks between theories: theory 3's fact is not an axiom of theory 4, and
% unloading removes every clause (the count of stored clauses drops to 0).
% expected: "0 0 0 0 0 0/1 1 1 0 1 0 0/0"
:- use_module('../verify').
run(Out) :-
    pv_load(3, [f(0, l(1,1,1))], []),
    pv_load(4, [f(0, l(2,1,1))], [r(1, t(2,1), t(5,1))]),
    pv_check(4, [[fact(l(1,1,1))]], 100000, A),
    pv_check(3, [[fact(l(1,1,1))]], 100000, B),
    pv_unload(3), pv_unload(4),
    pv_facts_count(3, N3), pv_facts_count(4, N4), N is N3 + N4,
    format(string(Out), "~w/~w/~w", [A, B, N]).
