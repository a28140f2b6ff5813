% Each output of a batch is bounded in inferences, besides each step: with a budget of
% 20,000 inferences per output and a generous step limit, the first CoT's deep search
% (fact 300, about 100 hops away) is cut short by the output's budget, so it and the
% CoT's remaining step answer 4 (not judged); the second CoT, cheap, is judged in full
% (an axiom, then the next fact over the unstated rule: two applications), and so is the
% third, the first CoT's cheap step alone. (A time limit is not used: on SWI-Prolog 9.0.4 one that
% fires inside call_with_inference_limit/3 hangs the process.)
% expected: "4 0 0 0 0 0;4 0 0 0 0 0|1 1 1 0 1 0 0;1 2 2 1 0 1 1 0|1 1 1 0 1 0 0"
:- use_module('../verify').
run(Out) :-
    numlist(1, 400, Ps),
    findall(r(P, t(P,1), t(Q,1)), (member(P, Ps), between(1, 3, D), Q is P + D), Rules),
    pv_load(6, [f(0, l(1,1,1))], Rules),
    pv_check_goal(6, [[fact(l(300,1,1)), fact(l(1,1,1))],
                      [fact(l(1,1,1)), fact(l(2,1,1))],
                      [fact(l(1,1,1))]],
                  limits(100000000, 20000), Out),
    pv_unload(6).
