% Theories are pure data: atoms that look like goals (halt, shell/1 text) and terms that
% name system predicates are stored and matched, never called. The process survives
% and answers normally.
% expected: "1 1 1 0 1 0 0;1 2 2 1 0 1 1 0"
:- use_module('../verify').
run(Out) :-
    pv_load(2, [f(0, l(halt, 'shell(\'rm -rf /\')', 1))],
               [r(1, t(halt, 1), t(call(halt), 1))]),
    pv_check(2, [[fact(l(halt, 'shell(\'rm -rf /\')', 1)),
                  fact(l(call(halt), 'shell(\'rm -rf /\')', 1))]], 100000, Out),
    pv_unload(2).
