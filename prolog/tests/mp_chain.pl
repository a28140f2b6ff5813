% Modus-ponens chain (Figure 1 of seed 000, encoded): cat(fae), cat->carnivore,
% carnivore->not herbivorous. Steps: axiom fact, stated rule, atomic hop, a hop over an
% unstated rule (2 applications: non-atomic), the shortcut rule (broadly valid by
% transitivity), an unknown fact (invalid), a marker.
% expected: "1 1 1 0 1 0 0;1 1 1 0 1 1 0;1 1 2 2 0 1 0 0;1 2 2 1 2 1 2 0;2 2 4 0 2 1 2 0;0 0 0 0 0 0;9 0 0 0 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(0, l(1,1,1))], [r(1, t(1,1), t(2,1)), r(2, t(2,1), t(3,0))]),
    pv_check(1, [[fact(l(1,1,1)), rule(t(1,1),t(2,1)), fact(l(2,1,1)), fact(l(3,1,0)),
                  rule(t(1,1),t(3,0)), fact(l(9,1,1)), skip]], 100000, Out),
    pv_unload(1).
