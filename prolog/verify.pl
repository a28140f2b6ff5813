/*  pyverify: step provability for PrOntoQA chains of thought (Algorithm 1, seed 000).

    Everything here is pure data over integers: the Python side maps predicate names and
    constants to small integers per theory, so no text from a model or a data file ever
    becomes a Prolog atom, let alone a goal.

    Encoding
      ground formula   l(P, C, S)        literal: predicate P of constant C, S = 1 positive / 0 negated
                       and(Fs), or(Fs)   conjunction / disjunction of ground formulas
      rule template    t(P, S)           literal of the bound variable
                       and(Ts), or(Ts)
      theory           pv_load(Tid, Facts, Rules): Facts = [f(AxIdx, Formula)],
                                                   Rules = [r(AxIdx, Ante, Cons)]
      CoT step         fact(Formula) | rule(Ante, Cons) | skip

    A step's cost is the number of deduction-rule applications (Ax or Hop, Figure 6 of seed
    000) needed to reach it from the earlier steps S: 0 = a repeat of an earlier step,
    1 = atomic, more = non-atomic. The cheapest derivation wins; among equally cheap ones a
    strict one (using no broadly-valid earlier step) wins. A rule step that is not an axiom
    is broadly valid when a path of rules connects its antecedent to its consequent
    (transitivity, §4 of seed 000).

    Result of one step (a line of integers):  V Cost Rule NS S1..SNs NA A1..ANa
      V: 0 invalid, 1 strict, 2 broad, 3 bound hit, 9 not judged (marker / unparseable)
      Rule: 0 none, 1 axiom, 2 modus ponens, 3 repeat, 4 transitivity, 5 and-intro,
            6 and-elim, 7 or-intro
      S*: indices of earlier CoT steps used, A*: context (axiom) indices used.
*/
:- module(pv_verify, [pv_load/3, pv_unload/1, pv_check/4, pv_facts_count/2,
                      pv_load_goal/2, pv_unload_goal/2, pv_check_goal/4, pv_count_goal/2,
                      pv_load_check_goal/4, pv_once_goal/4]).

:- use_module(library(lists)).

:- dynamic th_fact/3.        % th_fact(Tid, Formula, AxIdx)
:- dynamic th_cons/6.        % th_cons(Tid, P, S, Ante, Elim, AxIdx): rule whose consequent yields t(P,S)
:- dynamic th_rule/4.        % th_rule(Tid, Ante, Cons, AxIdx)
:- dynamic th_edge/4.        % th_edge(Tid, From, To, AxIdx): provability graph over templates
:- dynamic th_size/2.        % th_size(Tid, NumberOfRules)

% Entry points for the Python adapter: each binds its last argument to a string.
pv_load_goal(theory(Tid, Facts, Rules), "ok") :- pv_load(Tid, Facts, Rules).
pv_unload_goal(Tid, "ok") :- pv_unload(Tid).
pv_count_goal(Tid, Out) :- pv_facts_count(Tid, N), number_string(N, Out).
%   A whole batch is bounded in inferences as well as each step. (Not by
%   call_with_time_limit/2: on SWI-Prolog 9.0.4 a time limit that fires inside
%   call_with_inference_limit/3 hangs the process; see prolog/tests/batch_bound.pl.)
pv_check_goal(Tid, CoTs, limits(StepLimit, BatchLimit), Out) :-
    call_with_inference_limit(pv_check(Tid, CoTs, StepLimit, Out0), BatchLimit, R),
    (   R == inference_limit_exceeded
    ->  Out = "bound"
    ;   Out = Out0
    ).

% Fewer boundary crossings: load and check in one call (a Checker's first batch), or
% load, check and unload (a one-shot check). The theory is unloaded even on error.
pv_load_check_goal(theory(Tid, Facts, Rules), CoTs, Limits, Out) :-
    pv_load(Tid, Facts, Rules),
    pv_check_goal(Tid, CoTs, Limits, Out).
pv_once_goal(theory(Tid, Facts, Rules), CoTs, Limits, Out) :-
    setup_call_cleanup(pv_load(Tid, Facts, Rules),
                       pv_check_goal(Tid, CoTs, Limits, Out),
                       pv_unload(Tid)).

%!  pv_load(+Tid, +Facts, +Rules) is det.
pv_load(Tid, Facts, Rules) :-
    pv_unload(Tid),
    forall(member(f(J, F), Facts), assertz(th_fact(Tid, F, J))),
    forall(member(r(J, A, C), Rules), load_rule(Tid, J, A, C)),
    length(Rules, N),
    assertz(th_size(Tid, N)).

load_rule(Tid, J, A, C) :-
    assertz(th_rule(Tid, A, C, J)),
    (   C = t(P, S)
    ->  assertz(th_cons(Tid, P, S, A, 0, J))
    ;   C = and(Ts)
    ->  forall(member(t(P, S), Ts), assertz(th_cons(Tid, P, S, A, 1, J)))
    ;   true
    ),
    forall(( operand(A, From), conjunct(C, To) ), assertz(th_edge(Tid, From, To, J))).

%!  pv_unload(+Tid) is det.  Removes every trace of a theory.
pv_unload(Tid) :-
    retractall(th_fact(Tid, _, _)),
    retractall(th_cons(Tid, _, _, _, _, _)),
    retractall(th_rule(Tid, _, _, _)),
    retractall(th_edge(Tid, _, _, _)),
    retractall(th_size(Tid, _)).

%!  pv_facts_count(+Tid, -N) is det.  Number of stored clauses of a theory (leak tests).
pv_facts_count(Tid, N) :-
    aggregate_all(count, th_fact(Tid, _, _), N1),
    aggregate_all(count, th_rule(Tid, _, _, _), N2),
    aggregate_all(count, th_cons(Tid, _, _, _, _, _), N3),
    aggregate_all(count, th_edge(Tid, _, _, _), N4),
    aggregate_all(count, th_size(Tid, _), N5),
    N is N1 + N2 + N3 + N4 + N5.

operand(t(P, S), t(P, S)).
operand(and(Ts), T) :- member(T, Ts).
operand(or(Ts), T) :- member(T, Ts).

conjunct(t(P, S), t(P, S)).
conjunct(and(Ts), T) :- member(T, Ts).

%!  pv_check(+Tid, +CoTs, +InferenceLimit, -Out:string) is det.
%   Classifies every step of every CoT (a list of step lists) against theory Tid.
%   CoTs are separated by "|" in Out, steps by ";". Output is written as a string, never
%   as atoms, so long runs do not grow the atom table.
pv_check(Tid, CoTs, Limit, Out) :-
    maplist(check_cot(Tid, Limit), CoTs, Results),
    cots_items(Results, Items, []),
    atomics_to_string(Items, Out).

check_cot(Tid, Limit, Steps, Results) :-
    check_steps(Steps, 0, Tid, Limit, st([], [], [], 0, strict), Results).

check_steps([], _, _, _, _, []).
check_steps([Step|Steps], I, Tid, Limit, State0, [R|Rs]) :-
    judge(Step, I, Tid, Limit, State0, State1, R),
    I1 is I + 1,
    check_steps(Steps, I1, Tid, Limit, State1, Rs).

judge(skip, _, _, _, State, State, res(9, 0, 0, [])) :- !.
judge(Step, I, Tid, _, State0, State, res(V, Cost, Rule, Leaves)) :-
    fast(Step, Tid, State0, V, Cost, Rule, Leaves),
    !,
    remember(V, Step, I, State0, State).
judge(Step, I, Tid, Limit, State0, State, res(V, Cost, Rule, Leaves)) :-
    catch(call_with_inference_limit(once(classify(Step, Tid, State0, V0, Cost0, Rule0, Leaves0)),
                                    Limit, LimitResult),
          Error, step_error(Error, LimitResult)),
    (   LimitResult == !
    ->  V = V0, Cost = Cost0, Rule = Rule0, Leaves = Leaves0
    ;   V = 3, Cost = 0, Rule = 0, Leaves = []          % inference limit or resource error
    ),
    remember(V, Step, I, State0, State).

% A resource error (stack) bounds one step.
step_error(_, error).

% Only valid steps join S (line 13 of Algorithm 1); a broad one carries its flag along.
% State: st(S = [k(Key, StepIdx, Flag)], StatedRules, StatedConjunctions, |S|, strict/broad = whether S holds a
% broadly-valid step at all, which lets the search skip its broad pass).
remember(V, Step, I, State0, State) :-
    (   V =:= 1 -> Flag = strict
    ;   V =:= 2 -> Flag = broad
    ;   Flag = none
    ),
    step_key(Step, Key),
    State0 = st(S0, R0, C0, K0, B0),
    (   ( Flag == none ; memberchk(k(Key, _, _), S0) )
    ->  State = State0                           % invalid, or a repeat: keep the first
    ;   S = [k(Key, I, Flag)|S0],
        K is K0 + 1,
        worst(B0, Flag, B),
        (   Step = rule(A, C)
        ->  R = [sr(A, C, I, Flag)|R0], Cj = C0
        ;   Step = fact(and(Fs))
        ->  R = R0, Cj = [sc(Fs, I, Flag)|C0]
        ;   R = R0, Cj = C0
        ),
        State = st(S, R, Cj, K, B)
    ).

step_key(fact(F), F).
step_key(rule(A, C), r(A, C)).

% Output: a flat difference list of integers and three fixed separator atoms, turned
% into one string by atomics_to_string/2 (no stream, no new atoms; ~0.5 us a step).
cots_items([], T, T).
cots_items([C|Cs], H, T) :-
    steps_items(C, H, H1),
    (   Cs == []
    ->  H1 = T
    ;   H1 = ['|'|H2], cots_items(Cs, H2, T)
    ).

steps_items([], T, T).
steps_items([S|Ss], H, T) :-
    step_items(S, H, H1),
    (   Ss == []
    ->  H1 = T
    ;   H1 = [';'|H2], steps_items(Ss, H2, T)
    ).

step_items(res(V, Cost, Rule, Leaves), [V, ' ', Cost, ' ', Rule, ' ', NS|H], T) :-
    leaves(Leaves, Ss0, As0),
    sort(Ss0, Ss), sort(As0, As),
    length(Ss, NS), length(As, NA),
    ints_items(Ss, H, [' ', NA|H1]),
    ints_items(As, H1, T).

leaves([], [], []).
leaves([s(I)|Ls], [I|Ss], As) :- !, leaves(Ls, Ss, As).
leaves([a(J)|Ls], Ss, [J|As]) :- leaves(Ls, Ss, As).

ints_items([], T, T).
ints_items([X|Xs], [' ', X|H], T) :- ints_items(Xs, H, T).

%!  classify(+Step, +Tid, +State, -V, -Cost, -Rule, -Leaves) is det.
classify(fact(G), Tid, State, V, Cost, Rule, Leaves) :-
    max_budget(Tid, State, Max),
    State = st(_, _, _, _, AnyBroad),
    (   between(0, Max, B),
        (   der(G, Tid, State, B, strict, Cost, Flag, Leaves, Rule0)
        ;   AnyBroad == broad,
            der(G, Tid, State, B, broad, Cost, Flag, Leaves, Rule0)
        )
    ->  validity(Flag, V), rule_code(Rule0, Rule)
    ;   V = 0, Cost = 0, Rule = 0, Leaves = []
    ).
classify(rule(A, C), Tid, State, V, Cost, Rule, Leaves) :-
    State = st(S, _, _, _, _),
    (   memberchk(k(r(A, C), I, Flag), S)
    ->  validity(Flag, V), Cost = 0, Rule = 3, Leaves = [s(I)]
    ;   th_rule(Tid, A, C, J)
    ->  V = 1, Cost = 1, Rule = 1, Leaves = [a(J)]
    ;   rule_paths(A, C, Tid, State, Leaves, Cost)
    ->  V = 2, Rule = 4
    ;   V = 0, Cost = 0, Rule = 0, Leaves = []
    ).

% The cheap, common answers, in constant work, so they need no search bound: a strict
% repeat, a context fact, a stated-or-context rule, one hop from strict earlier steps.
% Anything else (and anything touching a broadly-valid step) goes through classify/7.
fast(fact(G), _, st(S, _, _, _, _), 1, 0, 3, [s(I)]) :-
    memberchk(k(G, I, strict), S), !.
fast(fact(G), Tid, st(S, _, _, _, _), 1, 1, 1, [a(J)]) :-
    \+ memberchk(k(G, _, _), S),
    th_fact(Tid, G, J), !.
fast(fact(l(P, C, Sg)), _, st(S, SR, _, _, strict), 1, 1, 2, [s(R), s(A)]) :-
    \+ memberchk(k(l(P, C, Sg), _, _), S),
    member(sr(t(Q, QS), Cons, R, strict), SR),
    cons_elim(Cons, P, Sg, 0),
    memberchk(k(l(Q, C, QS), A, strict), S), !.
fast(rule(A, C), _, st(S, _, _, _, _), V, 0, 3, [s(I)]) :-
    memberchk(k(r(A, C), I, Flag), S), !,
    validity(Flag, V).
fast(rule(A, C), Tid, _, 1, 1, 1, [a(J)]) :-
    th_rule(Tid, A, C, J), !.

validity(strict, 1).
validity(broad, 2).

rule_code(axiom, 1).
rule_code(mp, 2).
rule_code(repeat, 3).
rule_code(and_intro, 5).
rule_code(and_elim, 6).
rule_code(or_intro, 7).

% A derivation never needs more steps than there are rules, facts and earlier steps.
max_budget(Tid, st(_, _, _, K, _), Max) :-
    (th_size(Tid, N) -> true ; N = 0),
    Max is 2 * N + K + 2.

allowed(strict, strict).
allowed(broad, _).

worst(strict, strict, strict) :- !.
worst(_, _, broad).

%!  der(+G, +Tid, +State, +Budget, +Mode, -Cost, -Flag, -Leaves, -Rule) is nondet.
%   G is derivable with Cost =< Budget applications of Ax / Hop / and / or rules.
der(G, _, st(S, _, _, _, _), _, Mode, 0, Flag, [s(I)], repeat) :-
    memberchk(k(G, I, Flag), S),
    allowed(Mode, Flag).
der(G, Tid, _, B, _, 1, strict, [a(J)], axiom) :-
    B >= 1,
    th_fact(Tid, G, J).
der(l(P, C, Sg), Tid, State, B, Mode, Cost, Flag, [RLeaf|Leaves], mp) :-
    B >= 1,
    rule_for(P, Sg, Tid, State, Mode, Ante, Elim, RC, RFlag, RLeaf),
    B1 is B - 1 - RC - Elim,
    B1 >= 0,
    instantiate(Ante, C, AnteG),
    der(AnteG, Tid, State, B1, Mode, AC, AFlag, Leaves, _),
    Cost is 1 + RC + Elim + AC,
    worst(RFlag, AFlag, Flag).
der(l(P, C, Sg), Tid, State, B, Mode, Cost, Flag, Leaves, and_elim) :-
    B >= 1,
    B1 is B - 1,
    known_conjunction(l(P, C, Sg), Tid, State, Mode, Conj),
    der(Conj, Tid, State, B1, Mode, CC, Flag, Leaves, _),
    Cost is 1 + CC.
der(and(Fs), Tid, State, B, Mode, Cost, Flag, Leaves, and_intro) :-
    B >= 1,
    B1 is B - 1,
    der_all(Fs, Tid, State, B1, Mode, Cost0, Flag, Leaves),
    Cost is 1 + Cost0.
der(or(Fs), Tid, State, B, Mode, Cost, Flag, Leaves, or_intro) :-
    B >= 1,
    B1 is B - 1,
    member(F, Fs),
    der(F, Tid, State, B1, Mode, Cost0, Flag, Leaves, _),
    Cost is 1 + Cost0.

der_all([], _, _, _, _, 0, strict, []).
der_all([F|Fs], Tid, State, B, Mode, Cost, Flag, Leaves) :-
    der(F, Tid, State, B, Mode, C1, F1, L1, _),
    B1 is B - C1,
    der_all(Fs, Tid, State, B1, Mode, C2, F2, L2),
    Cost is C1 + C2,
    worst(F1, F2, Flag),
    append(L1, L2, Leaves).

% A rule whose consequent yields t(P, Sg): stated earlier (free) or from the context
% (one Ax application). Elim = 1 when the literal is one conjunct of the consequent.
rule_for(P, Sg, _, st(_, SR, _, _, _), Mode, Ante, Elim, 0, Flag, s(I)) :-
    member(sr(Ante, Cons, I, Flag), SR),
    allowed(Mode, Flag),
    cons_elim(Cons, P, Sg, Elim).
rule_for(P, Sg, Tid, _, _, Ante, Elim, 1, strict, a(J)) :-
    th_cons(Tid, P, Sg, Ante, Elim, J).

cons_elim(t(P, S), P, S, 0).
cons_elim(and(Ts), P, S, 1) :- memberchk(t(P, S), Ts).

% A conjunction containing the literal that is an earlier step or a context fact.
known_conjunction(L, _, st(_, _, SC, _, _), Mode, and(Fs)) :-
    member(sc(Fs, _, Flag), SC),
    allowed(Mode, Flag),
    memberchk(L, Fs).
known_conjunction(L, Tid, _, _, and(Fs)) :-
    th_fact(Tid, and(Fs), _),
    memberchk(L, Fs).

instantiate(t(P, S), C, l(P, C, S)).
instantiate(and(Ts), C, and(Fs)) :- maplist(inst_(C), Ts, Fs).
instantiate(or(Ts), C, or(Fs)) :- maplist(inst_(C), Ts, Fs).
inst_(C, T, F) :- instantiate(T, C, F).

%!  rule_paths(+Ante, +Cons, +Tid, +State, -Leaves, -Length) is semidet.
%   Every antecedent operand reaches every consequent conjunct through rules of the
%   context or earlier rule steps (transitivity: broadly valid). Shortest paths, by
%   breadth-first search with a visited set, so cyclic rule sets terminate.
rule_paths(A, C, Tid, State, Leaves, Length) :-
    findall(F-T, ( operand(A, F), conjunct(C, T) ), Pairs),
    Pairs \== [],
    foldl(pair_path(Tid, State), Pairs, []-0, Leaves0-Length),
    sort(Leaves0, Leaves).

pair_path(Tid, State, From-To, L0-N0, L-N) :-
    bfs([From-[]], To, Tid, State, [From], Path),
    length(Path, K),
    append(L0, Path, L),
    N is N0 + K.

bfs([Node-Path|_], Node, _, _, _, Path) :- Path \== [], !.
bfs([Node-Path|Queue], Goal, Tid, State, Seen, Result) :-
    findall(Next-[Leaf|Path],
            ( edge(Node, Next, Tid, State, Leaf), \+ memberchk(Next, Seen) ),
            Succ0),
    sort(1, @<, Succ0, Succ),
    findall(N, member(N-_, Succ), New),
    append(Seen, New, Seen1),
    append(Queue, Succ, Queue1),
    (   memberchk(Goal-P, Succ)
    ->  Result = P
    ;   Queue1 \== [],
        bfs(Queue1, Goal, Tid, State, Seen1, Result)
    ).

edge(From, To, Tid, _, a(J)) :- th_edge(Tid, From, To, J).
edge(From, To, _, st(_, SR, _, _, _), s(I)) :-
    member(sr(A, C, I, _), SR),
    operand(A, From),
    conjunct(C, To).
