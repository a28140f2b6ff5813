% Every step is bounded: with a tiny inference limit a deep search reports a bound hit
% (validity code 3) for that step instead of running on, and the next step is still
% judged (the axiom restatement is cheap enough).
% expected: "3 0 0 0 0 0;1 1 1 0 1 0 0"
:- use_module('../verify').
run(Out) :-
    numlist(1, 60, Ps),
    findall(r(P, t(P,1), t(Q,1)), (member(P, Ps), Q is P + 1), Rules),
    pv_load(5, [f(0, l(1,1,1))], Rules),
    pv_check(5, [[fact(l(61,1,1)), fact(l(1,1,1))]], 300, Out),
    pv_unload(5).
