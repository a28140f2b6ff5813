% A conclusion drawn from a broadly-valid shortcut rule is broadly valid and atomic in
% cost (1 application), not "strictly-valid non-atomic" (evaluation reference §7 item 4):
% the cheapest derivation wins, and the shortcut gives cost 1 against 3 for the chain.
% expected: "1 1 1 0 1 0 0;2 2 4 0 2 1 2 0;2 1 2 2 0 1 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(0, l(1,1,1))], [r(1, t(1,1), t(2,1)), r(2, t(2,1), t(3,0))]),
    pv_check(1, [[fact(l(1,1,1)), rule(t(1,1),t(3,0)), fact(l(3,1,0))]], 100000, Out),
    pv_unload(1).
