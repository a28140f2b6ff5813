% A chain of modus tollens over rules the CoT never stated costs 3 a link (2 for the
% modus tollens, 1 for the rule's Ax) plus 1 for the fact it starts from, more than the
% fixed budget ceiling the costed search once had (twice the rules, plus the earlier
% steps, plus 2: here 6), which judged such a step invalid although it is derivable.
% rex=0, impus=1, gorpus=2, zumpus=3: Rex is an impus (0); every gorpus is a zumpus (1);
% every zumpus is not an impus (2). "Rex is not a gorpus" costs 1 + 3 + 3 = 7, resting
% on all three context sentences; after "Rex is not a zumpus" (4: strictly valid,
% non-atomic) it costs 3.
% expected: "1 7 8 0 3 0 1 2 0|1 4 8 0 2 0 2 0;1 3 8 1 0 1 1 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(0, l(1,0,1))], [r(1, t(2,1), t(3,1)), r(2, t(3,1), t(1,0))]),
    pv_check(1, [[fact(l(2,0,0))], [fact(l(3,0,0)), fact(l(2,0,0))]], 200000, Out),
    pv_unload(1).
