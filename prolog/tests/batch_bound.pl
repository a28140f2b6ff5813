% The adapter's entry point bounds a whole batch: with a batch budget of 20,000
% inferences a large search answers "bound" instead of running on, while each step's
% own limit is generous. (A time limit is not used: on SWI-Prolog 9.0.4 one that fires
% inside call_with_inference_limit/3 hangs the process.)
% expected: "bound"
:- use_module('../verify').
run(Out) :-
    numlist(1, 400, Ps),
    findall(r(P, t(P,1), t(Q,1)), (member(P, Ps), between(1, 3, D), Q is P + D), Rules),
    pv_load(6, [f(0, l(1,1,1))], Rules),
    findall(fact(l(K,1,1)), between(300, 400, K), Steps),
    pv_check_goal(6, [Steps], limits(100000000, 20000), Out),
    pv_unload(6).
