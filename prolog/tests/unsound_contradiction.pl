% Unsound contradictions are invalid (evaluation reference §7 item 5). Context: every
% grimpus(2) is a shumpus(3) (0); Polly(0) is not a lorpus(4) (1). (a) "This is a
% contradiction." right after an assumption, with nothing contradicting it; (b) "This
% contradicts with Polly is not a shumpus." where that fact is in no context sentence;
% (c) a "contradiction" with an unrelated fact. (The shumpus step costs 2: the rule is
% unstated.) In each the negated assumption
% that follows is then not provable: invalid, and the assumption stays open.
% expected: "1 0 11 0 0 1 0;0 1 0 0 0 0;0 0 0 0 0 0|1 0 11 0 0 1 0;1 2 2 1 0 1 0 1 0;0 1 0 0 0 0;0 0 0 0 0 0|1 0 11 0 0 1 0;1 2 2 1 0 1 0 1 0;0 1 0 0 0 0;0 0 0 0 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(1, l(4,0,0))], [r(0, t(2,1), t(3,1))]),
    pv_check(1, [[assume(l(2,0,1)), contra, fact(l(2,0,0))],
                 [assume(l(2,0,1)), fact(l(3,0,1)), contra(l(3,0,0)), fact(l(2,0,0))],
                 [assume(l(2,0,1)), fact(l(3,0,1)), contra(l(4,0,1)), fact(l(2,0,0))]],
             200000, Out),
    pv_unload(1).
