% Transitivity through a rule with a conjunctive antecedent needs every conjunct:
% fae=0, wumpus=1, yumpus=2, dumpus=3, zumpus=4; everything that is a wumpus and a
% yumpus is a dumpus (0); every dumpus is a zumpus (1); Fae is a wumpus (2).
% (a) "Every wumpus is a dumpus" does not follow (it once did: the path search took an
%     edge from either conjunct alone), nor does "Fae is a dumpus";
% (b) "Everything that is a wumpus and a yumpus is a zumpus" is broadly valid over both
%     rules (cost 2);
% (c) "Everything that is a wumpus or a dumpus is a zumpus" is not: the wumpus case
%     reaches nothing.
% expected: "0 0 0 0 0 0;0 0 0 0 0 0|2 2 4 0 2 0 1 0|0 0 0 0 0 0"
:- use_module('../verify').
run(Out) :-
    pv_load(1, [f(2, l(1,0,1))],
            [r(0, and([t(1,1), t(2,1)]), t(3,1)), r(1, t(3,1), t(4,1))]),
    pv_check(1, [[rule(t(1,1), t(3,1)), fact(l(3,0,1))],
                 [rule(and([t(1,1), t(2,1)]), t(4,1))],
                 [rule(or([t(1,1), t(3,1)]), t(4,1))]],
             200000, Out),
    pv_unload(1).
