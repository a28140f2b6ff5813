% Proof by cases with one case dropped: the final step cannot be justified by cases and
% stands only under the open assumption of the case that was argued (hypothesis 0), so
% it does not count as a proof of the goal (its last field lists hypothesis 0).
% expected: "1 0 11 0 0 1 0;1 1 1 0 1 6 0;1 1 2 2 0 1 0 1 0;1 1 1 0 1 8 0;1 0 3 1 2 0 1 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(8, or([l(5,0,1), l(7,0,1)]))],
               [r(5, t(7,1), t(2,1)), r(6, t(5,1), t(2,1))]),
    pv_check(1, [[assume(l(5,0,1)), rule(t(5,1),t(2,1)), fact(l(2,0,1)),
                  fact(or([l(5,0,1), l(7,0,1)])), fact(l(2,0,1))]], 200000, Out),
    pv_unload(1).
