/*  pyverify: step provability for PrOntoQA and PrOntoQA-OOD chains of thought.

    Algorithm 1 of seed 000 (axiom / hop / k hops with the premises used / broadly valid
    by a path of rules), extended with the natural-deduction rules of seed 002 (and/or
    introduction and elimination, proof by cases, proof by contradiction, modus tollens)
    and with hypothetical reasoning: every derived item carries the set of assumptions
    it rests on.

    Everything here is pure data over integers: the Python side maps predicate names and
    constants to integers (a built-in vocabulary word's position, any other name a
    hash of its text), so no text from a model or a data file ever becomes a Prolog
    atom, let alone a goal. No verdict may depend on the order of those integers.

    Encoding
      ground formula   l(P, C, S)        literal: predicate P of constant C, S = 1 positive / 0 negated
                       and(Fs), or(Fs)   conjunction / disjunction (operands in canonical order)
      rule template    t(P, S), and(Ts), or(Ts)   over the bound variable
      theory           theory(Tid, [f(Formula) | r(Ante, Cons) | n, ...]): the context in
                       order (n: outside the calculus; the index is the position), with a
                       third argument distinct when no key repeats (index/2), or
                       pv_load(Tid, Facts, Rules): Facts = [f(AxIdx, Formula)],
                                               Rules = [r(AxIdx, Ante, Cons)]
      CoT step         fact(F) | rule(Ante, Cons) | assume(F) | cond(F, N) | contra(F) |
                       contra | skip
    A literal or template whose ids are below 4096 may also come packed into one integer
    (l(P, C, S) as P*8192 + C*2 + S, t(P, S) as P*2 + S); the entry points unpack it
    (packed_ground/2, packed_template/2).
    In the checking predicates below, Th is the theory term th(Tid, …) (see th_store/2).

    Cost of a step: the number of rule applications (Ax, Hop, and/or intro/elim, …,
    Figure 6 of seed 000) needed to reach it from the usable earlier steps. 0 = a repeat,
    1 = atomic. Among derivations, cheaper ones win, then strict ones (using no
    broadly-valid step); one resting on no open assumption is preferred to one resting
    on some when it is no costlier. A restatement of a step whose derivation was not
    canonical (strict and atomic from canonical steps) takes a one-application
    derivation from canonical steps when there is one (judge/7).
    Modus tollens is valid but never atomic (evaluation reference §4, §7 item 20).

    Hypotheses (evaluation reference §4, with the soundness fixes of §7 item 5):
      - `assume(F)` opens assumption I (its step index). An open assumption that is an
        alternative case of the new one (both disjuncts of a known disjunction) is closed:
        what was derived under it can no longer be used, except as a case result.
      - `cond(F, N)` (`If F, then …`: the N steps after it) opens assumption I as
        `assume(F)` does and closes it after step I + N: what the conditional derived
        is then a case result only, as in a case closed by its sibling. When F is
        already established there (a usable item: an open assumption, a derived fact;
        or a context fact), `If F` assumes nothing new: the step rests on what F rests
        on, and so does what the conditional derives (`Assume X. … If X, Y.`).
      - An item is usable while all its assumptions are open.
      - Proof by cases: C follows by or-elimination from a usable disjunction d1 ∨ … ∨ dn
        when, for every di, C was derived under an assumption of di and of no other dj;
        those assumptions are discharged.
      - `contra(F)` is valid when F is established (usable or derivable) and its negation
        is a usable earlier step; `contra` when some usable step and its negation are
        (the previous step preferred). The next step ¬X discharges an assumption X that
        the contradiction rests on. Anything else is invalid.

    Result of one step (a line of integers):  V Cost Rule NS S.. NA A.. NH H..
      V: 0 invalid, 1 strict, 2 broad, 3 step bound hit, 4 output bound hit (not
         judged: the output's budget was spent), 9 not judged (a skip step)
      Rule: 0 none, 1 axiom, 2 MP, 3 repeat, 4 transitivity, 5 and-intro, 6 and-elim,
            7 or-intro, 8 modus tollens, 9 or-elim, 10 contradiction discharge (PbC),
            11 assumption, 12 contradiction
      S: earlier CoT steps used, A: context (axiom) indices used, H: open assumptions.
*/
:- module(pv_verify, [pv_load/3, pv_unload/1, pv_check/4, pv_facts_count/2,
                      pv_load_goal/2, pv_unload_goal/2, pv_check_goal/4, pv_count_goal/2,
                      pv_load_check_goal/4, pv_once_goal/4, pv_batch_goal/2]).

:- use_module(library(lists)).
:- use_module(library(ordsets)).
:- use_module(library(apply)).        % foldl, exclude, maplist

:- dynamic th_store/2.       % th_store(Tid, Theory): a theory loaded for later calls
% A theory is one term, th(Tid, Facts, FactIndex, Rules, RuleIndex):
%   Facts      [Key-[fa(Formula, AxIdx)]] in context order
%   Rules      [Key-[c(P, S, Ante, Cons, AxIdx)]]: every rule once per key literal t(P,S) of
%              its consequent (the literal itself, each literal conjunct, or for any
%              other consequent its first literal operand, else the placeholder t(0,-1))
%   FactIndex, RuleIndex   dicts from a key (fact_key/2, rule_key/3) to the entries
%              with that key, in the same order
% so "is G a context fact", "a rule yielding t(P,S)" and "is Ante -> Cons a context rule"
% are each a dict lookup, and th_rule/4 is a view of th_cons/6. A one-shot check builds
% the term and uses it; nothing is asserted or retracted (for a CoT checked once, that
% was the largest cost). A Checker's theory is stored as one clause for its later calls.

% ------------------------------------------------------------------ entry points
% Each binds its last argument to a string, for the Python adapter.
pv_load_goal(Theory, "ok") :- store_theory(Theory, _).
pv_unload_goal(Tid, "ok") :- pv_unload(Tid).
pv_count_goal(Tid, Out) :- pv_facts_count(Tid, N), number_string(N, Out).

%   Each output (CoT) is bounded in inferences as well as each step: once its steps have
%   used OutputLimit inferences, its remaining steps answer 4 (not judged: the output's
%   budget is spent), and the other outputs of the batch are judged as usual. What a CoT
%   uses is counted over all its steps, those it shares with the CoT before it in the
%   batch too (their states carry the count), so its answers are the same whatever else
%   is in the batch, and the same as when it is checked alone. A step's own searches
%   are bounded by what is left of the output's budget when that is less than StepLimit
%   (fast-path steps are a few scans, bounded by the size of the input); a step whose
%   search that bound cuts short spends the budget too.
%   Not by wrapping each CoT in call_with_inference_limit/3: with a limit active every
%   inference costs more, 45k instructions of a 845k one-shot OrElim check. (Nor by
%   call_with_time_limit/2: on SWI-Prolog 9.0.4 a time limit that fires inside
%   call_with_inference_limit/3 hangs the process; see prolog/tests/output_bound.pl.)
pv_check_goal(Tid, CoTs, Limits, Out) :-
    stored_theory(Tid, Th),
    check_goal(Th, CoTs, Limits, Out).

check_goal(Th, CoTs, limits(StepLimit, OutputLimit), Out) :- !,
    check_goal(Th, CoTs, limits(StepLimit, OutputLimit, nd), Out).
check_goal(Th, CoTs, limits(StepLimit, OutputLimit, Calculus), Out) :-
    must_be(oneof([nd, mp]), Calculus),
    b_setval(pv_calculus, Calculus),
    Limit = lim(StepLimit, OutputLimit),
    (   CoTs = sorted(Table0, Sorted)
    ->  Table0 =.. [s|Steps0],
        packed_steps(Steps0, Steps),
        Table =.. [s|Steps],
        check_sorted(Th, Table, Sorted, Limit, Out)
    ;   check_cots(Th, CoTs, Limit, Out)
    ).

%!  output_step(+Limit, +Step, +I, +Th, +U0, -U, -Res) is det.
%   One step of an output: U is u(Used, State), Used the inferences its steps have
%   used so far, or spent. Limit is lim(StepLimit, OutputLimit), OutputLimit none for
%   no bound on the output (pv_check/4).
output_step(_, _, _, _, spent, spent, res(4, 0, 0, [], [])) :- !.
output_step(lim(StepLimit, none), Step, I, Th, u(Used, State0), u(Used, State), Res) :- !,
    judge(Step, I, Th, StepLimit, State0, State, Res).
output_step(lim(StepLimit, OutputLimit), Step, I, Th, u(Used0, State0), U, Res) :-
    Left is OutputLimit - Used0,
    (   Left =< 0
    ->  U = spent, Res = res(4, 0, 0, [], [])
    ;   Limit is min(StepLimit, Left),
        statistics(inferences, A),
        judge(Step, I, Th, Limit, State0, State, Res0),
        statistics(inferences, B),
        (   Limit < StepLimit, arg(1, Res0, 3)    % cut short by the output's bound
        ->  U = spent, Res = res(4, 0, 0, [], [])
        ;   Used is Used0 + B - A,
            U = u(Used, State), Res = Res0
        )
    ).

% Compact batches, sorted(s(Step0, Step1, …), [c(L, Suffix), …]): each distinct step
% once in a table (steps recur across the CoTs of one example, and reading the goal text
% is a large part of the cost of a call), the CoTs as lists of indices into it. Sampled
% CoTs of one example often begin alike, so the CoTs arrive in lexicographic order of
% their indices, each as c(L, Suffix): its first L steps are those of the previous CoT,
% and only Suffix is judged, from the state the previous CoT had after L steps (a step's
% verdict depends only on the theory and the steps before it). Out holds each CoT's
% Suffix answers, ";" between steps, "|" between CoTs.
check_sorted(Th, Table, CoTs, Limit, Out) :-
    empty_state(State),
    sorted_items(CoTs, Table, Th, Limit, [u(0, State)], 1, Items, []),
    atomics_to_string(Items, Out).

%   States: the N states of the previous CoT (before each of its steps and after the
%   last, each as output_step/7's u(Used, State) or spent), last first; its first L
%   steps leave the L+1 states at the end of that list.
sorted_items([], _, _, _, _, _, T, T).
sorted_items([c(L, Is)|Cs], Table, Th, Limit, States0, N0, H, T) :-
    Drop is N0 - 1 - L,
    length(Dropped, Drop),
    append(Dropped, States1, States0),
    States1 = [State|_],
    suffix_items(Is, L, Table, Th, Limit, State, States1, States, H, H1),
    length(Is, M),
    N is L + 1 + M,
    (   Cs == []
    ->  H1 = T
    ;   H1 = ['|'|H2],
        sorted_items(Cs, Table, Th, Limit, States, N, H2, T)
    ).

suffix_items([], _, _, _, _, _, States, States, T, T).
suffix_items([S|Ss], I, Table, Th, Limit, State0, States0, States, H, T) :-
    J is S + 1,
    arg(J, Table, Step),
    output_step(Limit, Step, I, Th, State0, State1, R),
    step_items(R, H, H1),
    I1 is I + 1,
    (   Ss == []
    ->  H1 = T, States = [State1|States0]
    ;   H1 = [';'|H2],
        suffix_items(Ss, I1, Table, Th, Limit, State1, [State1|States0], States, H2, T)
    ).

% Fewer boundary crossings: load and check in one call (a Checker's first batch), or
% check against a theory that is never stored (a one-shot check).
pv_load_check_goal(Theory, CoTs, Limits, Out) :-
    store_theory(Theory, Th),
    check_goal(Th, CoTs, Limits, Out).
pv_once_goal(Theory, CoTs, Limits, Out) :-
    build_theory(Theory, Th),
    check_goal(Th, CoTs, Limits, Out).

%   The one-shot checks of several examples in one call: Items = [o(Theory, CoTs,
%   Limits), …], each answered as pv_once_goal/4 answers it, the answers joined by "#"
%   (a character no answer holds). An item whose check fails or raises answers "!" and
%   the others are answered as usual (the Python side checks that one alone to report
%   why). Each item runs inside findall/3, which keeps a copy of its answer and
%   backtracks over the rest: nothing of it (no choice point, no term on the stacks) is
%   left when the next begins, so an answer is the same as in a call of its own (the
%   bounds are per step and per output), and the stacks never fill with the garbage of
%   earlier items (kept, it set off 3-4 garbage collections per 64 5-hop examples, and
%   in a plain swipl run the batch cost 13-100 % more per example than separate goals).
%   Through pyswip, a call per 5-hop example cost ~25-40 µs more than its share of a
%   call for 64 (the call itself, reading three goal texts, the answer string).
pv_batch_goal(Items, Out) :-
    batch_answers(Items, Answers),
    atomics_to_string(Answers, Out).

batch_answers([], []).
batch_answers([o(Theory, CoTs, Limits)|Items], [Answer|Answers]) :-
    (   catch(findall(A, once(pv_once_goal(Theory, CoTs, Limits, A)), [A0]), _, fail)
    ->  Answer = A0
    ;   Answer = "!"
    ),
    (   Items == []
    ->  Answers = []
    ;   Answers = ['#'|Answers1],
        batch_answers(Items, Answers1)
    ).

% ------------------------------------------------------------------ theories

%   A theory text is theory(Tid, Axioms), the context in order (f(Formula), r(Ante, Cons),
%   either as one integer (packed_int/2), or n for a sentence outside the calculus; the
%   axiom index is the position), or theory(Tid, Axioms, distinct) (index/2), which is
%   what the Python side sends, or theory(Tid, Facts, Rules) with explicit indices.
build_theory(theory(Tid, Axioms), Th) :- !,
    axioms(Axioms, 0, Facts, Rules),
    make_theory(Tid, Facts, Rules, Th).
build_theory(theory(Tid, Axioms, distinct), Th) :- !,
    axioms(Axioms, 0, Facts, Rules),
    distinct_index(Facts, FactIndex),
    distinct_index(Rules, RuleIndex),
    Th = th(Tid, Facts, FactIndex, Rules, RuleIndex).
build_theory(theory(Tid, Facts0, Rules0), Th) :-
    findall(K-[fa(F, J)], ( member(f(J, F0), Facts0), packed_ground(F0, F), fact_key(F, K) ),
            Facts),
    foldl(rule_entries_, Rules0, Rules, []),
    make_theory(Tid, Facts, Rules, Th).

% ------------------------------------------------------------------ packed literals
% SWI-Prolog's reader costs about 1,250 instructions per integer and 1,400 per compound
% term, and reading the goal text was a third of the Prolog work of a one-shot 5-hop
% check; so the Python side sends a literal l(P, C, S) whose ids are below 4096 as the
% one integer P*8192 + C*2 + S, and a template t(P, S) as P*2 + S. A step or formula
% is unpacked once, on entry; l/3 and t/2 terms (larger ids, hand-written goals) pass
% through unchanged. A step or context sentence made of packed parts is one integer
% too: a fact is its packed literal (below 2^25), a rule Ante -> Cons of packed
% templates 2^26 + Ante*8192 + Cons (a 5-hop theory is ~26 rules, read as r(A, C) they
% were half the text of a one-shot call).
packed_ground(N, l(P, C, S)) :- integer(N), !,
    S is N /\ 1, C is (N >> 1) /\ 4095, P is N >> 13.
packed_ground(and(Fs0), and(Fs)) :- !, packed_grounds(Fs0, Fs).
packed_ground(or(Fs0), or(Fs)) :- !, packed_grounds(Fs0, Fs).
packed_ground(F, F).

packed_grounds([], []).
packed_grounds([F0|Fs0], [F|Fs]) :- packed_ground(F0, F), packed_grounds(Fs0, Fs).

packed_template(N, t(P, S)) :- integer(N), !,
    S is N /\ 1, P is N >> 1.
packed_template(and(Ts0), and(Ts)) :- !, packed_templates(Ts0, Ts).
packed_template(or(Ts0), or(Ts)) :- !, packed_templates(Ts0, Ts).
packed_template(T, T).

packed_templates([], []).
packed_templates([T0|Ts0], [T|Ts]) :- packed_template(T0, T), packed_templates(Ts0, Ts).

packed_step(N, Step) :- integer(N), !, packed_int(N, Step).
packed_step(fact(F0), fact(F)) :- !, packed_ground(F0, F).
packed_step(rule(A0, C0), rule(A, C)) :- !, packed_template(A0, A), packed_template(C0, C).
packed_step(assume(F0), assume(F)) :- !, packed_ground(F0, F).
packed_step(cond(F0, N), cond(F, N)) :- !, packed_ground(F0, F).
packed_step(contra(F0), contra(F)) :- !, packed_ground(F0, F).
packed_step(Step, Step).

packed_int(N, Step) :-
    (   N < 67108864
    ->  packed_ground(N, F), Step = fact(F)
    ;   SC is N /\ 1, PC is (N >> 1) /\ 4095, SA is (N >> 13) /\ 1, PA is (N >> 14) /\ 4095,
        Step = rule(t(PA, SA), t(PC, SC))
    ).

packed_steps([], []).
packed_steps([S0|Ss0], [S|Ss]) :- packed_step(S0, S), packed_steps(Ss0, Ss).

axioms([], _, [], []).
axioms([A|As], J, Facts, Rules) :-
    J1 is J + 1,
    (   integer(A)
    ->  % a packed fact or plain rule, the common case, spelled out here: sent through
        % the branches below (a step term, then rule_entries/5) it cost 23k more
        % instructions per 5-hop one-shot check
        packed_int(A, Step),
        (   Step = rule(Ante, Cons)
        ->  Cons = t(P, S),
            rule_key(P, S, K),
            Rules = [K-[c(P, S, Ante, Cons, J)]|Rules1],
            axioms(As, J1, Facts, Rules1)
        ;   Step = fact(F),
            fact_key(F, K),
            Facts = [K-[fa(F, J)]|Facts1],
            axioms(As, J1, Facts1, Rules)
        )
    ;   A = f(F0)
    ->  packed_ground(F0, F),
        fact_key(F, K),
        Facts = [K-[fa(F, J)]|Facts1],
        axioms(As, J1, Facts1, Rules)
    ;   A = r(Ante0, Cons0)
    ->  packed_template(Ante0, Ante),
        packed_template(Cons0, Cons),
        rule_entries(Cons, Ante, J, Rules, Rules1),
        axioms(As, J1, Facts, Rules1)
    ;   axioms(As, J1, Facts, Rules)
    ).

% The entries of rule Ante -> Cons (axiom J), one per key literal of Cons.
rule_entries_(r(J, A0, C0), Es, T) :-
    packed_template(A0, A),
    packed_template(C0, C),
    rule_entries(C, A, J, Es, T).
rule_entries(C, A, J, Es, T) :-
    (   C = t(P, S)
    ->  rule_key(P, S, K), Es = [K-[c(P, S, A, C, J)]|T]
    ;   C = and(Ts), memberchk(t(_, _), Ts)
    ->  conjunct_entries(Ts, A, C, J, Es, T)
    ;   first_key(C, P, S),
        rule_key(P, S, K), Es = [K-[c(P, S, A, C, J)]|T]
    ).

conjunct_entries([], _, _, _, T, T).
conjunct_entries([X|Xs], A, C, J, Es, T) :-
    (   X = t(P, S)
    ->  rule_key(P, S, K), Es = [K-[c(P, S, A, C, J)]|Es1]
    ;   Es = Es1
    ),
    conjunct_entries(Xs, A, C, J, Es1, T).

make_theory(Tid, Facts, Rules, th(Tid, Facts, FactIndex, Rules, RuleIndex)) :-
    index(Facts, FactIndex),
    index(Rules, RuleIndex).

%   Index keys; unbound for a pattern that is not ground (then a lookup scans).
fact_key(F, K) :- term_hash(F, K).
rule_key(P, S, K) :- term_hash(t(P, S), K).

%   The entries come as Key-[Entry]. index/2 groups them by key, in context order.
%   theory(Tid, Axioms, distinct) is the Python side's word that no two facts are the
%   same formula and no two rules have the same literal consequent, so no key repeats
%   (every 5-hop PrOntoQA theory): distinct_index/2 then makes the dict from the entries
%   as they are, by dict_create/3 in C. The keysort/2 and grouping of index/2 cost ~60k
%   instructions for 25 rules, a tenth of the Prolog work of a one-shot check. (Keys are
%   hashes: should two collide after all, dict_create/3 says so and index/2 is used.)
index(Pairs, Dict) :-
    keysort(Pairs, Sorted),                   % stable: context order within a key
    grouped_entries(Sorted, Grouped),
    dict_create(Dict, idx, Grouped).

distinct_index(Pairs, Dict) :-
    catch(dict_create(Dict, idx, Pairs), error(duplicate_key(_), _), fail),
    !.
distinct_index(Pairs, Dict) :-
    index(Pairs, Dict).

%   group_pairs_by_key/2 for entries Key-[Entry]: Key-[Entry1, Entry2, ...].
grouped_entries([], []).
grouped_entries([K-[E]|T], [K-[E|Es]|G]) :-
    same_key_entries(T, K, Es, Rest),
    grouped_entries(Rest, G).

same_key_entries([K1-[E]|T], K, [E|Es], Rest) :-
    K1 == K, !,
    same_key_entries(T, K, Es, Rest).
same_key_entries(Rest, _, [], Rest).

store_theory(Theory, Th) :-
    build_theory(Theory, Th),
    Th = th(Tid, _, _, _, _),
    pv_unload(Tid),
    assertz(th_store(Tid, Th)).

stored_theory(Tid, Th) :-
    (   th_store(Tid, Th0)
    ->  Th = Th0
    ;   make_theory(Tid, [], [], Th)          % an unknown theory id: an empty context
    ).

%!  pv_load(+Tid, +Facts, +Rules) is det.
%   Facts = [f(AxIdx, Formula)], Rules = [r(AxIdx, Ante, Cons)].
pv_load(Tid, Facts, Rules) :-
    store_theory(theory(Tid, Facts, Rules), _).

% The one key literal under which th_rule/4 finds a rule (its first key).
first_key(t(P, S), P, S) :- !.
first_key(C, P, S) :-
    C =.. [_, Ts], memberchk(t(P, S), Ts), !.
first_key(_, 0, -1).

%!  th_fact(+Th, ?Formula, ?AxIdx) is nondet.  The context facts, in context order.
th_fact(th(_, Facts, Index, _, _), F, J) :-
    fact_key(F, K),
    (   nonvar(K)
    ->  get_dict(K, Index, Es),
        member(fa(F, J), Es)
    ;   member(_-[fa(F, J)], Facts)
    ).

%!  th_cons(+Th, ?P, ?S, ?Ante, ?Cons, ?AxIdx) is nondet.  The rules under key t(P,S).
th_cons(th(_, _, _, Rules, Index), P, S, A, C, J) :-
    rule_key(P, S, K),
    (   nonvar(K)
    ->  get_dict(K, Index, Es),
        member(c(P, S, A, C, J), Es)
    ;   member(_-[c(P, S, A, C, J)], Rules)
    ).

%!  th_rule(+Th, ?Ante, ?Cons, ?AxIdx) is nondet.  The context rules, each once.
th_rule(Th, A, C, J) :-
    nonvar(C), !,
    first_key(C, P, S),
    th_cons(Th, P, S, A, C, J).
th_rule(Th, A, C, J) :-
    th_cons(Th, P, S, A, C, J),
    first_key(C, P, S).

%!  pv_unload(+Tid) is det.  Removes every trace of a theory.
pv_unload(Tid) :-
    retractall(th_store(Tid, _)).

%!  pv_facts_count(+Tid, -N) is det.  Number of stored clauses of a theory (leak tests).
pv_facts_count(Tid, N) :-
    aggregate_all(count, th_store(Tid, _), N).

operand(t(P, S), t(P, S)).
operand(and(Ts), T) :- member(T, Ts).
operand(or(Ts), T) :- member(T, Ts).

conjunct(t(P, S), t(P, S)).
conjunct(and(Ts), T) :- member(T, Ts).

% ------------------------------------------------------------------ checking CoTs

%!  pv_check(+Tid, +CoTs, +InferenceLimit, -Out:string) is det.
%   Classifies every step of every CoT (a list of step lists) against theory Tid.
%   CoTs are separated by "|" in Out, steps by ";". Output is written as a string, never
%   as atoms, so long runs do not grow the atom table.
pv_check(Tid, CoTs, Limit, Out) :-
    stored_theory(Tid, Th),
    b_setval(pv_calculus, nd),
    check_cots(Th, CoTs, lim(Limit, none), Out).

%   The calculus whose rules are strict (Limits' third argument, default nd):
%     nd  the natural-deduction rules of PrOntoQA-OOD's generator (seed 002): every rule
%         here is strict;
%     mp  PrOntoQA's (seed 000 §4, A.1): only what Ax and Hop (modus ponens) prove is
%         strict; and/or introduction and elimination, modus tollens, proof by cases
%         and by contradiction prove only broadly (a more powerful calculus), so a step
%         that needs one is broadly valid, found in the broad pass of the search.
%   A backtrackable global, set by check_goal/4 for the call (b_setval/2: nothing of it
%   outlives the call).
mp_calculus :- b_getval(pv_calculus, mp).

:- nb_setval(pv_calculus, nd).            % (outside check_goal/4: predicates called alone)

%   A rule application outside modus ponens: in the mp calculus allowed only in the
%   broad pass of the search (beyond_mp/1, tested before the application searches for
%   its premises), and broadly valid (beyond_mp/2: the flag of a derivation whose
%   premises have Flag0).
beyond_mp(Mode) :- ( mp_calculus -> Mode == broad ; true ).

beyond_mp(Flag0, Flag) :- ( mp_calculus -> Flag = broad ; Flag = Flag0 ).

%   The validity code of a derivation outside modus ponens that is strict in nd.
beyond_mp_validity(V) :- ( mp_calculus -> V = 2 ; V = 1 ).

%   The same walk as a sorted batch, with a table of all the steps and nothing shared.
check_cots(Th, CoTs, Limit, Out) :-
    append(CoTs, Steps0),
    packed_steps(Steps0, Steps),
    Table =.. [s|Steps],
    foldl(unshared_cot, CoTs, Unshared, 0, _),
    check_sorted(Th, Table, Unshared, Limit, Out).

unshared_cot(Steps, c(0, Is), I0, I) :-
    length(Steps, N),
    I is I0 + N,
    Last is I - 1,
    (   N =:= 0 -> Is = [] ; numlist(I0, Last, Is) ).

% State: st(Items, StatedRules, StatedConjunctions, NonCanonical, AnyBroad, Active, Asm,
%          Bot)
%   Items  [k(F, StepIdx, Flag, Hyps)]   valid earlier steps that are formulas F
%   StatedRules [sr(A, C, I, Flag, Hyps)]  valid earlier steps that are rules A -> C
%   StatedConjunctions [sc(Fs, I, Flag, Hyps)]  the items that are conjunctions
%   NonCanonical ordset of the valid steps whose derivation is not a path of canonical
%          steps (broad, more than one application, or resting on such a step)
%   AnyBroad strict/broad: whether any item is broadly valid (lets searches skip a pass)
%   Active  ordset of open assumption step indices; Asm [asm(I, Formula)]
%   Bot     none, or bot(Hyps): the previous step was a valid contradiction
empty_state(st([], [], [], [], strict, [], [], none)).

%!  judge(+Step, +I, +Th, +Limit, +State0, -State, -Res) is det.
%   One step: its cheapest derivation (judge_step/7), except that a restatement of an
%   earlier step whose derivation was not canonical is judged by a canonical derivation
%   when one exists now (rederive/7). A model that jumps to a fact and then writes the
%   hops out, restating it, has written a path of canonical steps to it: the paper's
%   proof accuracy asks whether such a path exists (§4 of seed 000), and the repeat
%   would otherwise tie the fact to the jump.
judge(Step, I, Th, Limit, State0, State, Res) :-
    judge_(Step, I, Th, Limit, State0, State1, Res1),
    conditional_hyps(Step, I, State0, Res1, State1, Res, State2),
    closed_conditional(I, State2, State).

%   A claim inside a conditional (`If X, then Y.`: the steps after cond/2's assumption
%   J up to its last) is asserted under X only, so it rests on J even when the earlier
%   steps derive it without X: `If Fae is a dog, then Fae is a carnivore.` states no
%   carnivore(Fae) that a later step may use once the conditional is closed.
conditional_hyps(Step, I, State0, Res0, State1, Res, State) :-
    arg(7, State0, Asm),
    (   Asm \== [],
        Step = fact(_),                     % (a rule in it is a reason: 'If X, then Y
                                            % (Xs are Ys)', asserted whatever X is)
        memberchk(ca(_, _), Asm),           % (a scan in C: most assumptions are no
                                            % conditional's, as in proofs by cases)
        Res0 = res(V, Cost, Rule, Leaves, H0),
        ( V =:= 1 ; V =:= 2 ),
        arg(6, State0, Act),
        findall(J, ( member(ca(J, Last), Asm), J < I, I =< Last, ord_memberchk(J, Act) ),
                Js0),
        sort(Js0, Js),
        \+ ord_subset(Js, H0)
    ->  ord_union(H0, Js, H),
        Res = res(V, Cost, Rule, Leaves, H),
        rehyp_item(I, H, State1, State)
    ;   Res = Res0, State = State1
    ).

%   The item fact step I added (if it added one) rests on H instead.
rehyp_item(I, H, st(S0, R, C0, K, B, Act, Asm, Bot), st(S, R, C, K, B, Act, Asm, Bot)) :-
    (   S0 = [k(F, I, Fl, _)|S1] -> S = [k(F, I, Fl, H)|S1] ; S = S0 ),
    (   C0 = [sc(Fs, I, Fl3, _)|C1] -> C = [sc(Fs, I, Fl3, H)|C1] ; C = C0 ).

%   After the last step of a conditional (cond/2, ca(J, Last) among the assumptions),
%   its assumption J is closed; so are those of the conditionals it is nested in that end
%   there too ('If X, then if Y, then Z.': both end with Z).
closed_conditional(I, State0, State) :-
    State0 = st(S, R, C, K, B, Act0, Asm, Bot),
    (   Asm \== [], memberchk(ca(_, I), Asm)
    ->  findall(J, member(ca(J, I), Asm), Js0),
        sort(Js0, Js),
        ord_subtract(Act0, Js, Act),
        State = st(S, R, C, K, B, Act, Asm, Bot)
    ;   State = State0
    ).

judge_(Step, I, Th, Limit, State0, State, Res) :-
    judge_step(Step, I, Th, Limit, State0, State1, Res1),
    arg(4, State0, NC),
    (   NC == []
    ->  Res = Res1, State2 = State1
    ;   Res1 = res(_, 0, 3, [s(J)], H),
        ord_memberchk(J, NC),
        Step = fact(G),
        rederive(G, I, Th, Limit, State0, State2, Res),
        arg(5, Res, H)                      % resting on the same assumptions
    ->  true
    ;   Res = Res1, State2 = State1
    ),
    note_canonical(Res, I, NC, Step, Th, Limit, State0, State2, State).

%   A valid step joins NonCanonical unless it is strictly valid in at most one application
%   from steps that are not in it, or (a fact) has such a derivation of no greater cost
%   under the same assumptions besides the one found (Before: the state before the step):
%   canonical means that a canonical derivation exists, whichever one the search met first.
note_canonical(res(V, Cost, _, Leaves, H), I, NC0, Step, Th, Limit, Before, State0, State) :-
    (   V =:= 1
    ->  (   Cost =< 1,
            (   NC0 == []
            ;   \+ ( member(s(J), Leaves), ord_memberchk(J, NC0) )
            ;   Step = fact(G),
                may_rederive(G, Th, Before),
                canonical_state(G, Before, Canonical),
                catch(call_with_inference_limit(
                          once(one_step(G, Th, Canonical, Cost1, _, _, H1, _)), Limit, !),
                      _, fail),
                Cost1 =< Cost, H1 == H
            )
        ->  State = State0
        ;   add_non_canonical(I, State0, State)
        )
    ;   V =:= 2
    ->  add_non_canonical(I, State0, State)
    ;   State = State0
    ).

%!  may_rederive(+G, +Th, +State) is semidet.
%   Fails only when one_step/8 cannot derive G from the canonical part of State (what
%   canonical_state/3 keeps): a cheap filter in front of that search. At budget 1, a
%   literal is a canonical item itself (resting on assumptions: G's other statements
%   are left out), a context fact, a conjunct of a canonical item, or the consequent of
%   a canonical stated rule whose instantiated antecedent is a canonical item (context
%   rules cost one more, and a proof by cases needs an item of G resting on
%   assumptions). Other formulas are always searched. The search found nothing in about
%   nine of ten calls in 5-hop CoTs, at ~90k instructions each
%   (tests/solvers/fast_path_check.pl holds the filter to the search).
may_rederive(l(P, C, Sg), Th, st(S, SR, SC, NC, _, _, Asm, _)) :- !,
    G = l(P, C, Sg),
    (   th_fact(Th, G, _)
    ->  true
    ;   canonical_antes(SR, P, C, Sg, NC, Antes),
        (   Asm == [], SC == []
        ->  % No item rests on an assumption or is a conjunction (those come from
            % assumptions and stated conjunctions): only an antecedent can serve, and
            % its first item decides. Without assumptions a formula has one item, or
            % two when rederive/7 put a canonical one ahead of a non-canonical one
            % (remember/9 and the fast path never add a repeat).
            member(A, Antes),
            memberchk(k(A, J, strict, _), S),
            \+ ord_memberchk(J, NC), !
        ;   premise_item(S, G, Antes, NC)
        )
    ).
may_rederive(_, _, _).

%   The instantiated antecedents of the canonical stated rules yielding l(P, C, Sg).
canonical_antes([], _, _, _, _, []).
canonical_antes([sr(Ante, Cons, J, Flag, _)|Rs], P, C, Sg, NC, Antes) :-
    (   Flag == strict,
        cons_elim(Cons, P, Sg, 0),
        \+ ord_memberchk(J, NC)
    ->  instantiate(Ante, C, A), Antes = [A|Antes1]
    ;   Antes = Antes1
    ),
    canonical_antes(Rs, P, C, Sg, NC, Antes1).

%   A canonical item that is G resting on assumptions, a conjunction holding G, or one
%   of Antes (one pass over the items: SWI-Prolog costs ~300 instructions per element
%   and call, so three scans cost three times one).
premise_item([k(F, J, Flag, H)|Ks], G, Antes, NC) :-
    (   Flag == strict,
        (   F == G, H \== []
        ;   F = and(Fs), memberchk(G, Fs)
        ;   Antes \== [], memberchk(F, Antes)
        ),
        \+ ord_memberchk(J, NC)
    ->  true
    ;   premise_item(Ks, G, Antes, NC)
    ).

add_non_canonical(I, st(S, R, C, NC0, B, Act, Asm, Bot), st(S, R, C, NC, B, Act, Asm, Bot)) :-
    ord_add_element(NC0, I, NC).

%   G derived in at most one application from canonical earlier steps (and the context),
%   G's own statements resting on no assumption left out (a statement under an
%   assumption stays: it is a case of a proof by cases); it joins the items ahead of
%   the earlier statement, so later steps rest on it.
rederive(G, I, Th, Limit, State0, State, res(1, Cost, Rule, Leaves, H)) :-
    State0 = st(S0, R0, C0, NC, B0, Act0, Asm, _),
    canonical_state(G, State0, State1),
    catch(call_with_inference_limit(once(one_step(G, Th, State1, Cost, Rule, Leaves, H, Disch)),
                                    Limit, !),
          _, fail),
    ord_subtract(Act0, Disch, Act),
    add_item(strict, fact(G), I, H, st(S0, R0, C0, NC, B0, Act, Asm, none), State).

%   The state restricted to its canonical items (and without G's own statements resting
%   on no assumption), for a one-step derivation of G from canonical steps.
canonical_state(G, st(S0, R0, C0, NC, _, Act, Asm, _),
                st(S1, R1, C1, NC, strict, Act, Asm, none)) :-
    canonical_items(S0, G, NC, S1),
    canonical_stated(R0, NC, R1),
    canonical_stated(C0, NC, C1).

%   A derivation of G in at most one application: a proof by cases that closes, or any
%   other (what derive_fact/10 finds at budgets 0 and 1).
one_step(G, Th, State, Cost, 9, Leaves, H, Disch) :-
    \+ mp_calculus,
    State = st(_, _, _, _, _, Act, _, _),
    or_elim(G, Th, State, Act, Cost, Leaves, H, Disch),
    Cost =< 1, !.
one_step(G, Th, State, Cost, Rule, Leaves, H, []) :-
    State = st(_, _, _, _, _, Act, _, _),
    between(0, 1, B),
    der(G, ctx(Th, State, Act, strict), B, Cost, _, Leaves, Rule0, H), !,
    rule_code(Rule0, Rule).

%   (Plain recursion, not exclude/3: the filters run at every step that rests on a
%   non-canonical one, and a closure call per element cost more than the test.)
canonical_items([], _, _, []).
canonical_items([K|Ks], G, NC, Out) :-
    K = k(F, J, Flag, H),
    (   ( F == G, H == [] ; Flag \== strict ; ord_memberchk(J, NC) )
    ->  Out = Out1
    ;   Out = [K|Out1]
    ),
    canonical_items(Ks, G, NC, Out1).

%   Stated rules sr/5 and stated conjunctions sc/4 alike: strict and not in NC.
canonical_stated([], _, []).
canonical_stated([E|Es], NC, Out) :-
    stated_ref(E, J, Flag),
    (   ( Flag \== strict ; ord_memberchk(J, NC) )
    ->  Out = Out1
    ;   Out = [E|Out1]
    ),
    canonical_stated(Es, NC, Out1).

stated_ref(sr(_, _, J, Flag, _), J, Flag).
stated_ref(sc(_, J, Flag, _), J, Flag).

%!  judge_step(+Step, +I, +Th, +Limit, +State0, -State, -Res) is det.
%   The cheapest derivation: the fast path, else the costed search.
judge_step(skip, _, _, _, State, State, res(9, 0, 0, [], [])) :- !.
judge_step(assume(F), I, Th, _, State0, State, res(1, 0, 11, [], [I])) :- !,
    remember(1, assume(F), I, Th, [I], [], none, State0, State).
judge_step(cond(F, _), I, Th, _, State0, State, res(1, 0, 11, [], H)) :-
    State0 = st(S, _, _, _, _, Act, _, _),
    holds(F, Th, S, Act, H, Leaves), !,
    (   Leaves = [a(_)]                       % a context fact: now an item, as restated
    ->  add_item(strict, fact(F), I, [], State0, State)
    ;   State0 = st(S, R, C, K, B, Act, Asm, _),
        State = st(S, R, C, K, B, Act, Asm, none)
    ).
judge_step(cond(F, N), I, Th, _, State0, State, res(1, 0, 11, [], [I])) :- !,
    remember(1, assume(F), I, Th, [I], [], none, State0, State1),
    State1 = st(S, R, C, K, B, Act, Asm, Bot),
    Last is I + N,
    State = st(S, R, C, K, B, Act, [ca(I, Last)|Asm], Bot).
judge_step(Step, I, Th, _, State0, State, res(V, Cost, Rule, Leaves, H)) :-
    fast(Step, Th, State0, V, Cost, Rule, Leaves, H, Disch),
    !,
    % What remember/9 would do, without its search: a fast repeat is the earlier item
    % itself (same key, same assumptions); any other fast fact or rule has no item with
    % its assumptions yet (else that item would have been a usable repeat: a fast rule
    % that is no repeat is a context rule, resting on none, and fast/9 looked for a
    % stated one resting on none first).
    (   Rule =:= 3
    ->  State0 = st(S, R, C, K, B, Act, Asm, _),
        State = st(S, R, C, K, B, Act, Asm, none)
    ;   Rule =:= 9
    ->  remember(1, Step, I, Th, [], Disch, none, State0, State)
    ;   validity(Flag, V),
        add_item(Flag, Step, I, H, State0, State)
    ).
judge_step(Step, I, Th, Limit, State0, State, Res) :-
    judge_search(Step, I, Th, Limit, State0, State, Res).

%!  judge_search(+Step, +I, +Th, +Limit, +State0, -State, -Res) is det.
%   The costed search under the per-step bound: what every step would get without the
%   fast path (tests/solvers/test_fast_path.py holds the fast path to it).
judge_search(Step, I, Th, Limit, State0, State, res(V, Cost, Rule, Leaves, H)) :-
    nb_setval(pv_der_memo, none),     % (der_memo/1: what failed is this step's to know)
    catch(call_with_inference_limit(
              once(classify(Step, I, Th, State0, V0, Cost0, Rule0, Leaves0, H0, Disch0, Bot0)),
              Limit, LimitResult),
          _, LimitResult = error),
    (   LimitResult == !
    ->  V = V0, Cost = Cost0, Rule = Rule0, Leaves = Leaves0, H = H0,
        Disch = Disch0, Bot = Bot0
    ;   V = 3, Cost = 0, Rule = 0, Leaves = [], H = [], Disch = [], Bot = none
    ),
    remember(V, Step, I, Th, H, Disch, Bot, State0, State).

%!  remember(+V, +Step, +I, +Th, +Hyps, +Discharged, +Bot, +State0, -State) is det.
%   Valid steps join the items (line 13 of Algorithm 1) with their hypotheses; a repeat
%   under the same hypotheses is not stored twice. Discharged assumptions leave Active.
remember(V, Step, I, Th, H, Disch, Bot, State0, State) :-
    State0 = st(S0, R0, C0, K0, B0, Act0, Asm0, _),
    ord_subtract(Act0, Disch, Act1),
    (   V =:= 1 -> Flag = strict
    ;   V =:= 2 -> Flag = broad
    ;   Flag = none
    ),
    (   Flag == none
    ->  State = st(S0, R0, C0, K0, B0, Act1, Asm0, none)
    ;   Step = assume(F)
    ->  close_siblings(F, Th, Act1, Asm0, S0, Act2),
        ord_add_element(Act2, I, Act),
        State = st([k(F, I, strict, [I])|S0], R0, C0, K0, B0, Act, [asm(I, F)|Asm0], none)
    ;   ( Step = contra(_) ; Step == contra )
    ->  State = st(S0, R0, C0, K0, B0, Act1, Asm0, Bot)
    ;   (   Step = rule(A, C)
        ->  memberchk(sr(A, C, _, _, H), R0)
        ;   Step = fact(F),
            memberchk(k(F, _, _, H), S0)
        )
    ->  State = st(S0, R0, C0, K0, B0, Act1, Asm0, none)
    ;   add_item(Flag, Step, I, H, st(S0, R0, C0, K0, B0, Act1, Asm0, none), State)
    ).

%   A new valid step joins the items, a rule the stated rules only (sr/5 holds all an
%   item would: rule steps are looked up there, and fact lookups, memberchk/2 at ~450
%   instructions per element, no longer pass over them), a conjunction the stated
%   conjunctions too.
add_item(Flag, rule(A, C), I, H, st(S, R0, Cj, K, B0, Act, Asm, _), State) :- !,
    worst(B0, Flag, B),
    State = st(S, [sr(A, C, I, Flag, H)|R0], Cj, K, B, Act, Asm, none).
add_item(Flag, fact(F), I, H, st(S0, R, C0, K, B0, Act, Asm, _), State) :-
    worst(B0, Flag, B),
    (   F = and(Fs)
    ->  Cj = [sc(Fs, I, Flag, H)|C0]
    ;   Cj = C0
    ),
    State = st([k(F, I, Flag, H)|S0], R, Cj, K, B, Act, Asm, none).

% A new assumption F closes the open assumptions that are alternative cases of it:
% both are disjuncts of one disjunction known (as an item or a context fact). One pass
% over the items for the disjunctions holding F, then one over the assumptions: the
% cost of a step stays linear in the length of the CoT (the inference count, which
% bounds a batch, counts a memberchk/2 over a long list as one inference; a search per
% open assumption made a CoT of 3,000 assumptions take minutes under the bound).
close_siblings(_, _, [], _, _, []) :- !.
close_siblings(F, Th, Act0, Asm, Items, Act) :-
    findall(Ds, ( (   member(k(or(Ds), _, _, _), Items)
                  ;   th_fact(Th, or(Ds), _)
                  ),
                  memberchk(F, Ds) ),
            Dss),
    (   Dss == []
    ->  Act = Act0
    ;   append(Dss, Siblings),
        findall(J, ( member(asm(J, G), Asm), G \== F, memberchk(G, Siblings),
                     ord_memberchk(J, Act0) ), Closed0),
        sort(Closed0, Closed),
        ord_subtract(Act0, Closed, Act)
    ).

% ------------------------------------------------------------------ output
% A flat difference list of integers and three fixed separator atoms (sorted_items/8
% adds "|" and ";"), turned into one string by atomics_to_string/2 (no stream, no new
% atoms).

% The common shapes first, without sorting or counting (this runs for every step).
step_items(res(V, Cost, Rule, Leaves, Hyps), [V, ' ', Cost, ' ', Rule, ' '|H], T) :-
    common_leaves(Leaves, H, [' '|H1]), !,
    hyp_items(Hyps, H1, T).
step_items(res(V, Cost, Rule, Leaves, Hyps), [V, ' ', Cost, ' ', Rule, ' ', NS|H], T) :-
    leaves(Leaves, Ss0, As0),
    sort(Ss0, Ss), sort(As0, As),
    length(Ss, NS), length(As, NA), length(Hyps, NH),
    ints_items(Ss, H, [' ', NA|H1]),
    ints_items(As, H1, [' ', NH|H2]),
    ints_items(Hyps, H2, T).

%   NS S.. NA A.. for no leaf, one leaf, and a rule with one earlier step or axiom.
common_leaves([], [0, ' ', 0|T], T).
common_leaves([s(I)], [1, ' ', I, ' ', 0|T], T).
common_leaves([a(J)], [0, ' ', 1, ' ', J|T], T).
common_leaves([a(J), s(I)], [1, ' ', I, ' ', 1, ' ', J|T], T).
common_leaves([s(I), a(J)], [1, ' ', I, ' ', 1, ' ', J|T], T).
common_leaves([s(I), s(J)], H, T) :-
    (   I < J -> H = [2, ' ', I, ' ', J, ' ', 0|T]
    ;   J < I -> H = [2, ' ', J, ' ', I, ' ', 0|T]
    ).

%   NH H.. (steps under no assumption or one are most).
hyp_items([], [0|T], T) :- !.
hyp_items([X], [1, ' ', X|T], T) :- !.
hyp_items(Hyps, [NH|H], T) :-
    length(Hyps, NH),
    ints_items(Hyps, H, T).

leaves([], [], []).
leaves([s(I)|Ls], [I|Ss], As) :- !, leaves(Ls, Ss, As).
leaves([a(J)|Ls], Ss, [J|As]) :- leaves(Ls, Ss, As).

ints_items([], T, T).
ints_items([X|Xs], [' ', X|H], T) :- ints_items(Xs, H, T).

% ------------------------------------------------------------------ fast path
% The cheap, common answers, without the costed search (a few scans of the earlier
% steps and of the rules yielding the literal, so no per-step bound is needed; the batch
% bound still applies): an assumption, a repeat, a context fact, a stated or context
% rule, one hop from a stated rule (under open assumptions too) or over an unstated
% context rule. Each returns what classify/11 would; anything else goes through it.
fast(assume(_), _, _, 1, 0, 11, [], [], []) :- !.
fast(fact(G), Th, State, V, Cost, Rule, Leaves, H, Disch) :-
    State = st(S, _, _, _, AnyBroad, Act, _, none),
    (   memberchk(k(G, I0, F0, H0), S)     % the item list is scanned once here
    ->  (   F0 == strict, H0 == []
        ->  V = 1, Cost = 0, Rule = 3, Leaves = [s(I0)], H = [], Disch = []
        ;   memberchk(k(G, I, strict, []), S)
        ->  V = 1, Cost = 0, Rule = 3, Leaves = [s(I)], H = [], Disch = []
        ;   % G was derived under assumptions only (e.g. in another case of a proof by
            % cases). A proof by cases that closes comes first in classify/11
            % (derive_fact/10), which keeps it when it rests on no assumption (one
            % resting on some is left to classify/11); otherwise the costed search finds
            % a usable earlier derivation (a repeat resting on assumptions, as no item
            % of G rests on none, which classify/11 weighs against atomic derivations
            % resting on newer ones: left to it), else what fast_new/8 finds.
            AnyBroad == strict,
            \+ mp_calculus,                 % (there a proof by cases is broad: classify/11)
            (   or_elim(G, Th, State, Act, OCost, OLeaves, OH, ODisch)
            ->  OH == [],
                V = 1, Cost = OCost, Rule = 9, Leaves = OLeaves, H = [], Disch = ODisch
            ;   Disch = [],
                \+ usable_item(G, S, Act, _, _, _),
                fast_new(G, Th, State, V, Cost, Rule, Leaves, H)
            )
        )
    ;   Disch = [],
        fast_new(G, Th, State, V, Cost, Rule, Leaves, H)
    ), !.
fast(rule(A, C), _, st(_, SR, _, _, _, _, _, _), V, 0, 3, [s(I)], [], []) :-
    memberchk(sr(A, C, I, Flag, []), SR), !,
    validity(Flag, V).
fast(rule(A, C), Th, _, 1, 1, 1, [a(J)], [], []) :-
    th_rule(Th, A, C, J), !.

% A fact with no usable earlier derivation: a context fact; one hop from a stated rule and an
% earlier step whose assumptions are open (cost 1); or one hop over a context rule the CoT
% did not state (cost 2: Ax + MP), in a CoT with no assumption, no broadly-valid step and
% no stated conjunction, when no stated rule yields the literal: then nothing costs less
% than 2 and this is the derivation the costed search of derive_fact/10 finds first
% (th_cons/6 order), so the answer is the same.
fast_new(G, Th, _, 1, 1, 1, [a(J)], []) :-
    th_fact(Th, G, J), !.
fast_new(or(Fs), _, st(S, SR, _, _, strict, Act, _, _), 1, 1, 7, [s(I)], H) :-
    \+ mp_calculus,                         % (broad there: classify/11)
    % Or-introduction from a usable earlier step, in a CoT with no broadly-valid step
    % and no stated rule with a disjunctive consequent: then the derivations of cost 1
    % are the context fact (above) and or-introduction, and this is the one the costed
    % search finds first: the first disjunct in recent_first/3 order with a usable item,
    % its first usable item; else, when that rests on assumptions, the first one
    % resting on none (classify/11's preference; cost 1 either way).
    \+ memberchk(sr(_, or(_), _, _, _), SR),
    seen_operands(S, Fs, [], Ordered),     % recent_first/3 without the operands no step
    member(F, Ordered),                    % states, which have no usable item
    usable_item(F, S, Act, I0, _, H0), !,
    (   H0 == []
    ->  I = I0, H = []
    ;   member(F2, Ordered),
        memberchk(k(F2, I2, _, []), S)
    ->  I = I2, H = []
    ;   I = I0, H = H0
    ).
fast_new(and(Fs), _, st(S, SR, _, _, strict, Act, _, _), 1, 1, 5, Leaves, H) :-
    \+ mp_calculus,
    % And-introduction from usable earlier steps, under the same conditions as
    % or-introduction above (no stated rule with a conjunctive consequent): the first
    % usable item of each conjunct; when they rest on assumptions and every conjunct also
    % has an item resting on none, those (classify/11's preference, same cost).
    \+ memberchk(sr(_, and(_), _, _, _), SR),
    usable_items(Fs, S, Act, Leaves0, H0), !,
    (   H0 == []
    ->  Leaves = Leaves0, H = []
    ;   usable_items(Fs, S, [], Leaves1, [])
    ->  Leaves = Leaves1, H = []
    ;   Leaves = Leaves0, H = H0
    ).
fast_new(l(P, C, Sg), _, st(S, SR, SC, _, strict, Act, _, _), 1, 1, 2, Leaves, H) :-
    mp_hop(P, C, Sg, S, SR, Act, R, A, H1), !,
    % classify/11 then prefers a derivation resting on no assumption, of cost <= 1:
    % the same hop from hypothesis-free steps, else and-elimination from a stated
    % hypothesis-free conjunction (left to classify/11)
    (   H1 == []
    ->  Leaves = [s(R), s(A)], H = []
    ;   free_hop(P, C, Sg, S, SR, R0, A0)
    ->  Leaves = [s(R0), s(A0)], H = []
    ;   \+ ( member(sc(Fs, _, _, []), SC), memberchk(l(P, C, Sg), Fs) ),
        Leaves = [s(R), s(A)], H = H1
    ).
fast_new(l(P, C, Sg), Th, st(S, SR, [], _, strict, _, [], _), 1, 2, 2, [a(J), s(A)], []) :-
    \+ ( member(sr(_, Cons0, _, _, _), SR), cons_elim(Cons0, P, Sg, _) ),
    th_cons(Th, P, Sg, Ante, Cons, J),
    cons_elim(Cons, P, Sg, 0),
    instantiate(Ante, C, AnteG),
    memberchk(k(AnteG, A, strict, []), S), !.

%   The first stated rule (most recent first) yielding l(P,C,Sg) whose instantiated
%   antecedent is an earlier step, both usable under Act: what der/8 finds first at
%   budget 1 when every item is strict (no broadly-valid step in the CoT).
mp_hop(P, C, Sg, S, SR, Act, R, A, H) :-
    member(sr(Ante, Cons, R, strict, HR), SR),
    ord_subset(HR, Act),
    cons_elim(Cons, P, Sg, 0),
    instantiate(Ante, C, AnteG),
    usable_item(AnteG, S, Act, A, _, HA), !,
    ord_union(HR, HA, H).

%   mp_hop/9 under no open assumption (Act = []): the first stated rule resting on
%   none that yields l(P,C,Sg) and whose instantiated antecedent is an item resting on
%   none. The empty assumption sets are matched in C (memberchk/2) instead of by
%   ord_subset/2 on each candidate, and once one literal of C resting on no assumption
%   has been looked for and none found, rules with a literal antecedent are passed over:
%   in a proof by cases every fact rests on an assumption and several stated rules yield
%   the case result, and this search, done the mp_hop/9 way, cost 53k of the 800k
%   instructions of a one-shot OrElim check, 29k this way (SWI-Prolog's memberchk/2
%   costs ~450 instructions per element). Lit: unknown, or whether such a literal
%   exists. Fails at the end of the list.
free_hop(P, C, Sg, S, SR, R, A) :-
    free_hop(SR, P, C, Sg, S, unknown, R, A).

free_hop([sr(Ante, Cons, R0, Flag, HR)|SRs], P, C, Sg, S, Lit0, R, A) :-
    (   Flag == strict, HR == [], cons_elim(Cons, P, Sg, 0)
    ->  (   Ante \= t(_, _)                % a compound antecedent: always tried
        ->  Lit = Lit0, Try = true
        ;   Lit0 == unknown
        ->  (   memberchk(k(l(_, C, _), _, _, []), S) -> Lit = true ; Lit = false ),
            Try = Lit
        ;   Lit = Lit0, Try = Lit
        ),
        (   Try == true,
            instantiate(Ante, C, AnteG),
            memberchk(k(AnteG, A0, _, []), S)
        ->  R = R0, A = A0
        ;   free_hop(SRs, P, C, Sg, S, Lit, R, A)
        )
    ;   free_hop(SRs, P, C, Sg, S, Lit0, R, A)
    ).

%   The first usable item of each formula and the union of their assumptions.
usable_items([], _, _, [], []).
usable_items([F|Fs], S, Act, [s(I)|Leaves], H) :-
    usable_item(F, S, Act, I, _, H1),
    usable_items(Fs, S, Act, Leaves, H2),
    ord_union(H1, H2, H).

validity(strict, 1).
validity(broad, 2).

% ------------------------------------------------------------------ classification

%!  classify(+Step, +I, +Th, +State, -V, -Cost, -Rule, -Leaves, -Hyps, -Discharged, -Bot)
classify(fact(G), _, Th, State, V, Cost, Rule, Leaves, H, Disch, none) :-
    State = st(_, _, _, _, _, Active, _, Bot),
    (   Bot = bot(BH, BLeaves),
        pbc(G, BH, State, A)
    ->  % proof by contradiction: ¬X right after a contradiction resting on Assume X
        beyond_mp_validity(V), Cost = 1, Rule = 10, Leaves = BLeaves,
        ord_del_element(BH, A, H), Disch = [A]
    ;   derive_fact(G, Th, State, Active, V1, Cost1, Rule1, Leaves1, H1, Disch1)
    ->  % Prefer a derivation resting on no assumption when one exists that is no
        % costlier. (A costlier one only matters while the assumption is open: once it
        % is discharged or closed, no derivation can use it anyway.) A repeat resting on
        % assumptions gives way to an atomic derivation resting on none, or only on
        % assumptions made after its oldest (repeat_alternative/6).
        (   H1 \== [],
            State = st(_, _, _, _, AnyBroad, _, _, _),
            (   between(0, Cost1, B),
                der_within(G, Th, State, [], AnyBroad, B, Cost, Flag, Leaves, Rule0, H)
            ->  true
            ;   Cost1 =:= 0,
                repeat_alternative(G, Th, State, H1, Cost, Flag, Leaves, Rule0, H)
            )
        ->  validity(Flag, V), rule_code(Rule0, Rule), Disch = []
        ;   V = V1, Cost = Cost1, Rule = Rule1, Leaves = Leaves1, H = H1, Disch = Disch1
        )
    ;   V = 0, Cost = 0, Rule = 0, Leaves = [], H = [], Disch = []
    ).
classify(rule(A, C), _, Th, State, V, Cost, Rule, Leaves, H, [], none) :-
    State = st(_, SR, _, _, _, Active, _, _),
    (   member(sr(A, C, I, Flag, H), SR), ord_subset(H, Active)
    ->  validity(Flag, V), Cost = 0, Rule = 3, Leaves = [s(I)]
    ;   th_rule(Th, A, C, J)
    ->  V = 1, Cost = 1, Rule = 1, Leaves = [a(J)], H = []
    ;   rule_paths(A, C, Th, State, Leaves, Cost)
    ->  V = 2, Rule = 4, H = []
    ;   V = 0, Cost = 0, Rule = 0, Leaves = [], H = []
    ).
classify(assume(_), _, _, _, 1, 0, 11, [], [], [], none).
classify(contra(F), I, Th, State, V, 1, Rule, Leaves, BH, [], Bot) :-
    State = st(S, _, _, _, _, Active, _, _),
    (   negation(F, NF),
        usable_item(NF, S, Active, J, _, HN),
        established(F, Th, S, Active, HF, LF)
    ->  beyond_mp_validity(V), Rule = 12, ord_union(HN, HF, BH),
        Leaves = [s(J)|LF], Bot = bot(BH, [s(I)|Leaves])
    ;   V = 0, Rule = 0, Leaves = [], BH = [], Bot = none
    ).
classify(contra, I, Th, State, V, 1, Rule, Leaves, BH, [], Bot) :-
    % "This is a contradiction.": the most recent literal step and its negation
    State = st(S, _, _, _, _, Active, _, _),
    (   once(( member(k(F, J, _, HN), S), F = l(_, _, _) )),
        ord_subset(HN, Active),
        negation(F, NF),
        established(NF, Th, S, Active, HF, LF)
    ->  beyond_mp_validity(V), Rule = 12, ord_union(HN, HF, BH),
        Leaves = [s(J)|LF], Bot = bot(BH, [s(I)|Leaves])
    ;   V = 0, Rule = 0, Leaves = [], BH = [], Bot = none
    ).

%!  repeat_alternative(+G, +Th, +State, +H1, -Cost, -Flag, -Leaves, -Rule, -H) is semidet.
%   For a step that restates G, whose earlier statement rests on the assumptions H1: a
%   derivation in at most one application (atomic, as the repeat is) resting on no
%   assumption, or only on open assumptions made after the oldest of H1. Assumptions
%   close in the reverse of the order they were made, so such a derivation is free of
%   assumptions no later than the repeat, and sooner when H1's oldest is an assumption
%   the CoT abandoned: `Assume Alex is a hilpus. Every hilpus is a sterpus. Alex is a
%   sterpus.`, then a proof by cases whose first case restates `Alex is a sterpus.` by
%   its own hop, would otherwise rest that case on the abandoned assumption, and the
%   proof on it. (main's rule, a repeat counts only if nothing else proves the step,
%   judges that case so too.)
repeat_alternative(G, Th, State, [Oldest|_], Cost, Flag, Leaves, Rule, H) :-
    State = st(_, _, _, _, AnyBroad, Active, _, _),
    include(@<(Oldest), Active, Newer),
    between(0, 1, B),
    (   B =:= 1,                % at budget 0, classify/11 has just searched for none
        der_within(G, Th, State, [], AnyBroad, B, Cost, Flag, Leaves, Rule, H)
    ;   Newer \== [],
        der_within(G, Th, State, Newer, AnyBroad, B, Cost, Flag, Leaves, Rule, H)
    ),
    !.

% ¬X where X is an assumption the pending contradiction rests on.
pbc(G, BH, st(_, _, _, _, _, _, Asm, _), A) :-
    member(A, BH),
    memberchk(asm(A, X), Asm),
    negation(X, G), !.

usable_item(F, S, Active, I, Flag, H) :-
    member(k(F, I, Flag, H), S),
    ord_subset(H, Active), !.

%   A conditional's antecedent that holds where it is written: established/6, or a
%   conjunction of such conjuncts ('Zumpus(Rex) ∧ Sunny(Rex) ⟹ Rex is a sunny zumpus'
%   after both facts: and-introduction written as a conditional, which assumes nothing).
holds(F, Th, S, Active, H, Leaves) :-
    established(F, Th, S, Active, H, Leaves), !.
holds(and(Fs), Th, S, Active, H, Leaves) :-
    holds_all(Fs, Th, S, Active, [], H, Leaves).
holds(or(Fs), Th, S, Active, H, Leaves) :-  % ('If X is a cat or a dog, …' after X is a cat)
    member(F, Fs),
    established(F, Th, S, Active, H, Leaves), !.

holds_all([], _, _, _, H, H, []).
holds_all([F|Fs], Th, S, Active, H0, H, [L|Ls]) :-
    established(F, Th, S, Active, H1, [L]),
    ord_union(H0, H1, H2),
    holds_all(Fs, Th, S, Active, H2, H, Ls).

% The other half of a contradiction must be a usable earlier step or a context fact,
% not merely derivable (evaluation reference §7 item 5).
established(F, _, S, Active, H, [s(I)]) :-
    usable_item(F, S, Active, I, _, H), !.
established(F, Th, _, _, [], [a(J)]) :-
    th_fact(Th, F, J), !.

negation(l(P, C, 1), l(P, C, 0)).
negation(l(P, C, 0), l(P, C, 1)).

%!  derive_fact(+G, +Th, +State, +Act, -V, -Cost, -Rule, -Leaves, -H, -Disch) is semidet.
%   The cheapest derivation of G using items whose assumptions are within Act.
derive_fact(G, Th, State, Act, V, Cost, Rule, Leaves, H, Disch) :-
    State = st(S, _, _, _, _, _, _, _),
    % a proof by cases only when G is no strict repeat resting on no assumption (that
    % costs nothing and is what the fast path answers)
    (   \+ memberchk(k(G, _, strict, []), S),
        or_elim(G, Th, State, Act, Cost, Leaves, H, Disch)
    ->  beyond_mp_validity(V), Rule = 9
    ;   Disch = [],
        State = st(_, _, _, _, AnyBroad, _, _, _),
        % Small budgets first (nearly every step costs at most 2), when one search at
        % budget 2 finds that a derivation that cheap exists: the steps that reach this
        % search mostly cost more, as the fast path answers the cheap ones, and budgets
        % 0, 1 and 2 searched in vain took 120 inferences where budget 2 alone takes 72
        % (5-hop PrOntoQA). Only then pay for the derivability check that keeps larger
        % budgets from running in vain. A derivable goal has a derivation that der/8
        % finds at its cost (reach/3 and der/8 take the same steps), so the budgets stop
        % there, and the step's inference limit bounds the search. (The fixed ceiling
        % this had, twice the rules plus the earlier steps plus 2, was below the cost of
        % a chain of modus tollens over unstated rules, 3 a link, which it judged
        % invalid.)
        (   \+ \+ der_within(G, Th, State, Act, AnyBroad, 2, _, _, _, _, _),
            between(0, 2, B)
        ;   reachable(G, ctx(Th, State, Act, broad)),
            between(3, inf, B)
        ),
        der_within(G, Th, State, Act, AnyBroad, B, Cost, Flag, Leaves, Rule0, H)
    ->  validity(Flag, V), rule_code(Rule0, Rule)
    ).

%   A derivation of G within budget B: strict, or broad when any item is broadly valid.
der_within(G, Th, State, Act, AnyBroad, B, Cost, Flag, Leaves, Rule, H) :-
    ( B >= 3 -> der_memo(_) ; true ),
    (   der(G, ctx(Th, State, Act, strict), B, Cost, Flag, Leaves, Rule, H)
    ;   ( AnyBroad == broad -> true ; mp_calculus ),
        der(G, ctx(Th, State, Act, broad), B, Cost, Flag, Leaves, Rule, H)
    ).

%!  reachable(+G, +Ctx) is semidet.
%   Whether G is derivable at all, ignoring cost: a depth-first search with a visited
%   set. It gates the costed search, which on an underivable goal would otherwise run
%   every budget up to the maximum.
%   The depth-first search keeps only the goals of its own path, so on a theory whose
%   rules are dense cycles (eight concepts each a subclass of the others) it walks
%   every simple path, factorially many, and an underivable goal, or a derivable one it
%   reaches last, spent the step's whole inference budget. It gets 5,000 inferences
%   (on the theories the generators write it takes a few hundred); past that the same
%   question goes to reach_tabled/2, a tabled least fixpoint that searches each goal
%   once.
reachable(G, Ctx) :-
    catch(call_with_inference_limit(reach(G, Ctx, []), 5000, Result), _, fail),
    !,
    (   Result == inference_limit_exceeded
    ->  reach_tabled(G, Ctx)
    ;   true
    ).

reach_tabled(G, Ctx) :-
    abolish_all_tables,               % (what an earlier call tabled was for its context)
    b_setval(pv_reach_ctx, Ctx),
    (   catch(once(reach_t(G)), E, (abolish_all_tables, throw(E)))
    ->  Found = true
    ;   Found = false
    ),
    abolish_all_tables,
    Found == true.

%   reach/3 without the path, over the context in pv_reach_ctx, tabled (SLG resolution: a
%   goal met again while it is searched waits for its answers instead of being searched
%   again, and every goal is searched once).
:- table reach_t/1.
reach_t(G) :-
    b_getval(pv_reach_ctx, Ctx),
    (   reach_base(G, Ctx)
    ;   reach_step(G, Ctx, Subs),
        reach_all(Subs)
    ).

reach_all([]).
reach_all([F|Fs]) :-
    reach_t(F),
    reach_all(Fs).

reach(G, Ctx, _) :-
    reach_base(G, Ctx), !.
reach(G, _, Seen) :-
    memberchk(G, Seen), !, fail.
reach(G, Ctx, Seen) :-
    reach_step(G, Ctx, Subs),
    reach_subs(Subs, Ctx, [G|Seen]).

reach_subs([F], Ctx, Seen) :- !,
    reach(F, Ctx, Seen).
reach_subs(Fs, Ctx, Seen) :-             % (and-introduction: each conjunct once)
    forall(member(F, Fs), reach(F, Ctx, Seen)).

%   G holds: a usable item, or a context fact.
reach_base(G, ctx(_, st(S, _, _, _, _, _, _, _), Act, _)) :-
    member(k(G, _, _, H), S), ord_subset(H, Act), !.
reach_base(G, ctx(Th, _, _, _)) :-
    th_fact(Th, G, _), !.

%!  reach_step(+G, +Ctx, -Subs) is nondet.
%   One rule application (any cost) that yields G from all of Subs: modus ponens,
%   modus tollens, and-elimination, and-introduction, or-introduction, a compound
%   consequent; reach/3 and reach_t/1 search with it.
reach_step(l(P, C, Sg), Ctx, [AnteG]) :-
    rule_for(P, Sg, Ctx, Ante, _, _, _, _, _),
    instantiate(Ante, C, AnteG).
reach_step(l(P, C, 0), Ctx, [l(Q, C, NS)]) :-
    rule_with_ante(P, Ctx, _, Cons, _, _, _, _),
    conjunct(Cons, t(Q, QS)),
    NS is 1 - QS.
reach_step(L, Ctx, [Conj]) :-
    L = l(_, _, _),
    known_conjunction(L, Ctx, Conj).
reach_step(and(Fs), _, Fs).
reach_step(or(Fs), _, [F]) :-
    member(F, Fs).
reach_step(G, Ctx, [AnteG]) :-
    compound_constant(G, C),
    compound_rule(G, Ctx, Ante, Cons, _, _, _, _),
    Cons \= t(_, _),
    instantiate(Cons, C, G),
    instantiate(Ante, C, AnteG).

rule_code(axiom, 1).
rule_code(mp, 2).
rule_code(repeat, 3).
rule_code(and_intro, 5).
rule_code(and_elim, 6).
rule_code(or_intro, 7).
rule_code(mt, 8).

allowed(strict, strict).
allowed(broad, _).

worst(strict, strict, strict) :- !.
worst(_, _, broad).

%!  or_elim(+C, +Th, +State, +Act, -Cost, -Leaves, -H, -Disch) is semidet.
%   Proof by cases: a usable disjunction, and C derived under each case alone.
or_elim(C, Th, st(S, _, _, _, _, _, Asm, _), Act, Cost, Leaves, H, Disch) :-
    % only a goal already derived under some assumption can be a case result
    memberchk(k(C, _, _, [_|_]), S),
    (   member(k(or(Ds), DI, _, HD), S), ord_subset(HD, Act),
        DCost = 1, DLeaf = s(DI)
    ;   th_fact(Th, or(Ds), DJ), HD = [], DCost = 2, DLeaf = a(DJ)
    ),
    forall(member(D, Ds), memberchk(asm(_, D), Asm)),   % every case was assumed
    findall(A, ( member(D, Ds), member(asm(A, D), Asm) ), CaseAsms0),
    sort(CaseAsms0, CaseAsms),
    CaseAsms \== [],
    case_items(S, C, ByAsm),
    pairs_keys(CasePairs, CaseAsms),
    dict_create(Cases, a, CasePairs),
    maplist(case_result(ByAsm, Asm, Cases), Ds, CaseLeaves, CaseHs, Used),
    !,
    Cost = DCost,
    % each case result without its own case assumption; the disjunction keeps all of
    % its own assumptions (it may itself rest on one of the cases: then nothing of that
    % case is discharged)
    foldl(ord_union, CaseHs, HD, H),
    ord_subset(H, Act),
    sort(Used, Used1),
    ord_subtract(Used1, H, Disch),
    append([[DLeaf]|CaseLeaves], Leaves0),
    sort(Leaves0, Leaves).

%   The items of C by assumption: a dict from each assumption A to the items of C
%   resting on A, as I-Hyps in item order (newest first). One pass over the
%   items, however many cases were assumed: scanning all of them once per assumption
%   of each case made an output that repeats a proof by cases (a model looping until
%   its token limit) cost the cube of its length, 9 s for 3,700 steps.
case_items(S, C, ByAsm) :-
    findall(A-[I-HC], ( member(k(C, I, _, HC), S), member(A, HC) ), Pairs),
    keysort(Pairs, Sorted),                   % stable: item order within a key
    grouped_entries(Sorted, Grouped),
    dict_create(ByAsm, c, Grouped).

% C was derived (a valid item) under an assumption of D and of no other case: the newest
% such assumption, then the newest such item. Cases holds the case assumptions as the
% keys of a dict: an item's few assumptions are looked up there, not the list of them
% all intersected with each item's (which grows with every case an output that loops
% until its token limit assumes again).
case_result(ByAsm, Asm, Cases, D, [s(I)], Hrest, A) :-
    member(asm(A, D), Asm),
    get_dict(A, ByAsm, Items),
    member(I-HC, Items),
    \+ ( member(X, HC), X \== A, get_dict(X, Cases, _) ),
    ord_del_element(HC, A, Hrest), !.

%!  der(+G, +Ctx, +Budget, -Cost, -Flag, -Leaves, -Rule, -Hyps) is nondet.
%   der_/8, and at budgets of 2 and more, in a search that der_within/11 began at a
%   budget of 3 or more, what failed is remembered: the step's der_memo/1 trie maps a
%   goal, mode and set of usable assumptions to the largest budget at which it has no
%   derivation (none within it then has one either: a budget is an upper bound), and a
%   goal is not searched again within that. Without it the search walked every path of
%   a cyclic theory's rules up to the budget, exponentially many: a 6-hop step over a
%   chain into eight mutually subsumed concepts spent the step's whole inference budget.
der(G, Ctx, B, Cost, Flag, Leaves, Rule, H) :-
    B >= 2,
    nb_current(pv_der_memo, T),
    T \== none,
    !,
    Ctx = ctx(_, _, Act, Mode),
    Key = m(G, Mode, Act),
    (   trie_lookup(T, Key, Failed), Failed >= B
    ->  fail
    ;   (   der_(G, Ctx, B, Cost, Flag, Leaves, Rule, H)
        *-> true
        ;   ( trie_lookup(T, Key, _) -> trie_update(T, Key, B) ; trie_insert(T, Key, B) ),
            fail
        )
    ).
der(G, Ctx, B, Cost, Flag, Leaves, Rule, H) :-
    der_(G, Ctx, B, Cost, Flag, Leaves, Rule, H).

%   The failure memo of this step's search (judge_search/7 resets it): made on first use.
der_memo(T) :-
    nb_getval(pv_der_memo, T0),
    (   T0 == none
    ->  trie_new(T),
        nb_setval(pv_der_memo, T)
    ;   T = T0
    ).

%!  der_(+G, +Ctx, +Budget, -Cost, -Flag, -Leaves, -Rule, -Hyps) is nondet.
%   G is derivable with Cost =< Budget rule applications; Ctx = ctx(Th, State, Act,
%   Mode): items are usable when their assumptions are within Act, and broadly-valid
%   items only in broad Mode.
der_(G, ctx(_, st(S, _, _, _, _, _, _, _), Act, Mode), _, 0, Flag, [s(I)], repeat, H) :-
    member(k(G, I, Flag, H), S),
    allowed(Mode, Flag),
    ord_subset(H, Act), !.
der_(G, ctx(Th, _, _, _), B, 1, strict, [a(J)], axiom, []) :-
    B >= 1,
    th_fact(Th, G, J).
der_(l(P, C, Sg), Ctx, B, Cost, Flag, [RLeaf|Leaves], mp, H) :-
    B >= 1,
    rule_for(P, Sg, Ctx, Ante, Elim, RC, RFlag, RLeaf, RH),
    ( Elim =:= 0 -> true ; Ctx = ctx(_, _, _, Mode), beyond_mp(Mode) ),  % (and-elimination)
    B1 is B - 1 - RC - Elim,
    B1 >= 0,
    instantiate(Ante, C, AnteG),
    der(AnteG, Ctx, B1, AC, AFlag, Leaves, _, AH),
    Cost is 1 + RC + Elim + AC,
    worst(RFlag, AFlag, Flag0),
    ( Elim =:= 0 -> Flag = Flag0 ; beyond_mp(Flag0, Flag) ),
    ord_union(RH, AH, H).
der_(G, Ctx, B, Cost, Flag, [RLeaf|Leaves], mp, H) :-
    % modus ponens yielding a whole compound consequent: ∀x(A → B1 ∧ B2), A(c) ⊢ B1(c) ∧ B2(c)
    compound_constant(G, C),
    B >= 1,
    compound_rule(G, Ctx, Ante, Cons, RC, RFlag, RLeaf, RH),
    Cons \= t(_, _),
    instantiate(Cons, C, G),
    B1 is B - 1 - RC,
    B1 >= 0,
    instantiate(Ante, C, AnteG),
    der(AnteG, Ctx, B1, AC, AFlag, Leaves, _, AH),
    Cost is 1 + RC + AC,
    worst(RFlag, AFlag, Flag),
    ord_union(RH, AH, H).
der_(l(P, C, 0), Ctx, B, Cost, Flag, [RLeaf|Leaves], mt, H) :-
    % modus tollens: ∀x(A → B), ¬B(c) ⊢ ¬A(c); with A a disjunction, one disjunct
    % (De Morgan + and-elimination, one more step). Never atomic: base cost 2.
    B >= 2,
    Ctx = ctx(_, _, _, Mode), beyond_mp(Mode),
    rule_with_ante(P, Ctx, Ante, Cons, RC, RFlag, RLeaf, RH),
    ( Ante = t(P, 1) -> Elim = 0 ; Elim = 1 ),
    B1 is B - 2 - RC - Elim,
    B1 >= 0,
    conjunct(Cons, t(Q, QS)),
    NS is 1 - QS,
    der(l(Q, C, NS), Ctx, B1, NC, NFlag, Leaves, _, NH),
    Cost is 2 + RC + Elim + NC,
    worst(RFlag, NFlag, Flag0),
    beyond_mp(Flag0, Flag),
    ord_union(RH, NH, H).
der_(and(Fs), Ctx, B, Cost, Flag, [RLeaf|Leaves], mt, H) :-
    % modus tollens concluding the whole negated disjunction (De Morgan):
    % ∀x((A1 ∨ … ∨ An) → B), ¬B(c) ⊢ ¬A1(c) ∧ … ∧ ¬An(c)
    B >= 2,
    Ctx = ctx(_, _, _, Mode), beyond_mp(Mode),
    Fs = [l(P, C, 0)|_],
    rule_with_ante(P, Ctx, or(Ts), Cons, RC, RFlag, RLeaf, RH),
    findall(l(Q, C, 0), member(t(Q, 1), Ts), NFs),
    msort(NFs, Sorted), msort(Fs, Sorted),
    B1 is B - 2 - RC,
    B1 >= 0,
    conjunct(Cons, t(Q, QS)),
    NS is 1 - QS,
    der(l(Q, C, NS), Ctx, B1, NC, NFlag, Leaves, _, NH),
    Cost is 2 + RC + NC,
    worst(RFlag, NFlag, Flag0),
    beyond_mp(Flag0, Flag),
    ord_union(RH, NH, H).
der_(l(P, C, Sg), Ctx, B, Cost, Flag, Leaves, and_elim, H) :-
    B >= 1,
    Ctx = ctx(_, _, _, Mode), beyond_mp(Mode),
    B1 is B - 1,
    known_conjunction(l(P, C, Sg), Ctx, Conj),
    der(Conj, Ctx, B1, CC, Flag0, Leaves, _, H),
    beyond_mp(Flag0, Flag),
    Cost is 1 + CC.
der_(and(Fs), Ctx, B, Cost, Flag, Leaves, and_intro, H) :-
    B >= 1,
    Ctx = ctx(_, _, _, Mode), beyond_mp(Mode),
    B1 is B - 1,
    der_all(Fs, Ctx, B1, Cost0, Flag0, Leaves, H),
    beyond_mp(Flag0, Flag),
    Cost is 1 + Cost0.
der_(or(Fs), Ctx, B, Cost, Flag, Leaves, or_intro, H) :-
    B >= 1,
    Ctx = ctx(_, st(S, _, _, _, _, _, _, _), _, Mode), beyond_mp(Mode),
    B1 is B - 1,
    recent_first(Fs, S, Ordered),
    member(F, Ordered),
    der(F, Ctx, B1, Cost0, Flag0, Leaves, _, H),
    beyond_mp(Flag0, Flag),
    Cost is 1 + Cost0.

%   The disjuncts that are earlier steps, most recent first, then the others (in their
%   canonical order). When several disjuncts are at hand (e.g. two open assumptions),
%   or-introduction uses the most recent one, the one the CoT just wrote: the choice
%   decides which assumption the disjunction rests on, and so what a later contradiction
%   discharges. It must not fall to the canonical order, which follows symbol ids and
%   would change with a renaming of the predicates.
recent_first(Fs, S, Ordered) :-
    seen_operands(S, Fs, [], Seen),
    subtract(Fs, Seen, Rest),
    append(Seen, Rest, Ordered).

%   The operands Fs that are earlier steps, each once, most recent first (a plain scan:
%   this runs for every or-introduction).
seen_operands([], _, _, []).
seen_operands([k(F, _, _, _)|Items], Fs, Done, Seen) :-
    (   memberchk(F, Fs), \+ memberchk(F, Done)
    ->  Seen = [F|Seen1],
        seen_operands(Items, Fs, [F|Done], Seen1)
    ;   seen_operands(Items, Fs, Done, Seen)
    ).

der_all([], _, _, 0, strict, [], []).
der_all([F|Fs], Ctx, B, Cost, Flag, Leaves, H) :-
    der(F, Ctx, B, C1, F1, L1, _, H1),
    B1 is B - C1,
    der_all(Fs, Ctx, B1, C2, F2, L2, H2),
    Cost is C1 + C2,
    worst(F1, F2, Flag),
    append(L1, L2, Leaves),
    ord_union(H1, H2, H).

% A rule whose consequent yields t(P, Sg): stated earlier (free) or from the context
% (one Ax application). Elim = 1 when the literal is one conjunct of the consequent.
% A context rule the CoT has restated (strict, on no assumption) is not tried again from
% the context: the stated one is cheaper and no worse in anything else, so the search
% found it first; trying both doubled the derivations of every hop through a restated
% rule, and a CoT that states its rules (as gold CoTs do) paid for that exponentially.
rule_for(P, Sg, ctx(_, st(_, SR, _, _, _, _, _, _), Act, Mode), Ante, Elim, 0, Flag, s(I), H) :-
    member(sr(Ante, Cons, I, Flag, H), SR),
    allowed(Mode, Flag),
    ord_subset(H, Act),
    cons_elim(Cons, P, Sg, Elim).
rule_for(P, Sg, ctx(Th, st(_, SR, _, _, _, _, _, _), _, _), Ante, Elim, 1, strict, a(J), []) :-
    th_cons(Th, P, Sg, Ante, Cons, J),
    \+ memberchk(sr(Ante, Cons, _, strict, []), SR),
    cons_elim(Cons, P, Sg, Elim).

cons_elim(t(P, S), P, S, 0).
cons_elim(and(Ts), P, S, 1) :- memberchk(t(P, S), Ts).

% A rule whose consequent, instantiated, may be the compound G: any rule stated earlier
% (free), then the context rules (one Ax application) stored under G's key literal. A
% consequent that instantiates to G has its key literal at the position of G's first
% literal (instantiation keeps the canonical operand order), so the index finds every
% such rule, in context order.
compound_rule(_, ctx(_, st(_, SR, _, _, _, _, _, _), Act, Mode), Ante, Cons, 0, Flag, s(I), H) :-
    member(sr(Ante, Cons, I, Flag, H), SR),
    allowed(Mode, Flag),
    ord_subset(H, Act).
compound_rule(G, ctx(Th, st(_, SR, _, _, _, _, _, _), _, _), Ante, Cons, 1, strict, a(J), []) :-
    ground_key(G, P, S),
    th_cons(Th, P, S, Ante, Cons, J),
    \+ memberchk(sr(Ante, Cons, _, strict, []), SR).     % (restated: as rule_for/9)

ground_key(G, P, S) :-
    G =.. [_, Fs], memberchk(l(P, _, S), Fs), !.
ground_key(_, 0, -1).

compound_constant(and([F|_]), C) :- formula_constant(F, C).
compound_constant(or([F|_]), C) :- formula_constant(F, C).
formula_constant(l(_, C, _), C).
formula_constant(and([F|_]), C) :- formula_constant(F, C).
formula_constant(or([F|_]), C) :- formula_constant(F, C).

% A rule whose antecedent is t(P,1) or a disjunction containing it (for modus tollens).
rule_with_ante(P, ctx(_, st(_, SR, _, _, _, _, _, _), Act, Mode), Ante, Cons, 0, Flag, s(I), H) :-
    member(sr(Ante, Cons, I, Flag, H), SR),
    allowed(Mode, Flag),
    ord_subset(H, Act),
    ( Ante = t(P, 1) ; Ante = or(Ts), memberchk(t(P, 1), Ts) ).
rule_with_ante(P, ctx(Th, st(_, SR, _, _, _, _, _, _), _, _), Ante, Cons, 1, strict, a(J), []) :-
    th_rule(Th, Ante, Cons, J),
    operand(Ante, t(P, 1)),
    ( Ante = t(P, 1) ; Ante = or(_) ),
    \+ memberchk(sr(Ante, Cons, _, strict, []), SR).     % (restated: as rule_for/9)

% A conjunction containing the literal that is a usable earlier step or a context fact.
known_conjunction(L, ctx(_, st(_, _, SC, _, _, _, _, _), Act, Mode), and(Fs)) :-
    member(sc(Fs, _, Flag, H), SC),
    allowed(Mode, Flag),
    ord_subset(H, Act),
    memberchk(L, Fs).
known_conjunction(L, ctx(Th, _, _, _), and(Fs)) :-
    th_fact(Th, and(Fs), _),
    memberchk(L, Fs).

instantiate(t(P, S), C, l(P, C, S)).
instantiate(and(Ts), C, and(Fs)) :- maplist(inst_(C), Ts, Fs).
instantiate(or(Ts), C, or(Fs)) :- maplist(inst_(C), Ts, Fs).
inst_(C, T, F) :- instantiate(T, C, F).

% ------------------------------------------------------------------ broad validity

%!  rule_paths(+Ante, +Cons, +Th, +State, -Leaves, -Length) is semidet.
%   ∀x(Ante → Cons) follows by chaining rules of the context and earlier rule steps
%   (transitivity: broadly valid): from each case of Ante (each disjunct of a
%   disjunction, else all its conjuncts together) they reach every conjunct of Cons. A
%   rule applies once its antecedent is reached: a literal, one disjunct of a
%   disjunction, every conjunct of a conjunction (an edge from one conjunct alone would
%   be unsound: ∀x(A ∧ B → C) does not give ∀x(A → C)). Length sums, over the cases and
%   the conjuncts of Cons, the rule applications of their cheapest derivations (for a
%   chain of literal rules, its length); Leaves are the rules used. A conjunct of Cons
%   that is in the case is not reached (a tautology is no transitivity step).
rule_paths(A, C, Th, State, Leaves, Length) :-
    findall(T, conjunct(C, T), Goals),
    Goals \== [],
    cases(A, Cases),
    (   conjunctive_rules(Th, State)
    ->  rule_edges(Th, State, Edges),
        foldl(case_paths(Edges, Goals), Cases, []-0, Leaves0-Length)
    ;   % every rule applies from one template: cheapest derivations are shortest
        % paths, found backwards from each goal (the rules yielding a literal are one
        % indexed lookup, the rules leaving one would be a scan)
        foldl(case_bfs(Th, State, Goals), Cases, []-0, Leaves0-Length)
    ),
    sort(Leaves0, Leaves).

cases(or(Ts), Cases) :- !, findall([T], member(T, Ts), Cases).
cases(and(Ts), [Ts]) :- !.
cases(T, [[T]]).

conjunctive_rules(th(_, _, _, Rules, _), st(_, SR, _, _, _, _, _, _)) :-
    (   memberchk(sr(and(_), _, _, _, _), SR)
    ->  true
    ;   memberchk(_-[c(_, _, and(_), _, _)], Rules)
    ).

case_bfs(Th, State, Goals, Case, L0-N0, L-N) :-
    foldl(goal_bfs(Th, State, Case), Goals, L0-N0, L-N).

goal_bfs(Th, State, Case, Goal, L0-N0, L-N) :-
    \+ memberchk(Goal, Case),
    bfs([Goal-[]], Case, Th, State, [Goal], Path),
    length(Path, K),
    append(Path, L0, L),
    N is N0 + K.

bfs([Node-Path|Queue], Case, Th, State, Seen, Result) :-
    findall(Prev-[Leaf|Path],
            ( edge(Prev, Node, Th, State, Leaf), \+ memberchk(Prev, Seen) ),
            Succ0),
    sort(1, @<, Succ0, Succ),
    (   member(Start-P, Succ), memberchk(Start, Case)
    ->  Result = P
    ;   findall(X, member(X-_, Succ), New),
        append(Seen, New, Seen1),
        append(Queue, Succ, Queue1),
        Queue1 \== [],
        bfs(Queue1, Case, Th, State, Seen1, Result)
    ).

%   edge(-From, +To, +Th, +State, -Leaf): a rule (Leaf) with a literal or disjunctive
%   antecedent that has From as an operand, and To among the conjuncts of its consequent.
edge(From, To, Th, _, a(J)) :-
    (   To = t(P, S)
    ->  th_cons(Th, P, S, A, C, J)
    ;   th_rule(Th, A, C, J)
    ),
    conjunct(C, To),
    operand(A, From).
edge(From, To, _, st(_, SR, _, _, _, Act, _, _), s(I)) :-
    member(sr(A, C, I, _, H), SR),
    ord_subset(H, Act),
    conjunct(C, To),
    operand(A, From).

%   Any rule set, by relaxing costs (Bellman-Ford): e(Ante, Cons, Leaf) for every
%   context rule and every usable earlier rule step.
rule_edges(Th, st(_, SR, _, _, _, Act, _, _), Edges) :-
    findall(e(A, C, a(J)), th_rule(Th, A, C, J), Edges, Stated),
    findall(e(A, C, s(I)), ( member(sr(A, C, I, _, H), SR), ord_subset(H, Act) ), Stated).

case_paths(Edges, Goals, Case, L0-N0, L-N) :-
    findall(T-d(0, []), member(T, Case), Start),
    closure(Edges, Start, Reached),
    foldl(goal_path(Reached), Goals, L0-N0, L-N).

goal_path(Reached, Goal, L0-N0, L-N) :-
    memberchk(Goal-d(K, Ls), Reached),
    K > 0,
    append(Ls, L0, L),
    N is N0 + K.

%   Bellman-Ford over templates: T-d(Cost, Leaves), the cheapest known derivation of T
%   from the case, improved until no rule improves any.
closure(Edges, Reached0, Reached) :-
    foldl(relax, Edges, Reached0-false, Reached1-Changed),
    (   Changed == true
    ->  closure(Edges, Reached1, Reached)
    ;   Reached = Reached1
    ).

relax(e(A, C, Leaf), R0-Ch0, R-Ch) :-
    (   applies(A, R0, K0, Ls0)
    ->  K is K0 + 1,
        findall(T, conjunct(C, T), Ts),
        foldl(improve(K, [Leaf|Ls0]), Ts, R0-Ch0, R-Ch)
    ;   R = R0, Ch = Ch0
    ).

applies(t(P, S), R, K, Ls) :- memberchk(t(P, S)-d(K, Ls), R).
applies(or(Ts), R, K, Ls) :-
    findall(K1-Ls1, ( member(T, Ts), memberchk(T-d(K1, Ls1), R) ), Found),
    Found \== [],
    keysort(Found, [K-Ls|_]).
applies(and(Ts), R, K, Ls) :-
    foldl(conjunct_reached(R), Ts, 0-[], K-Ls).

conjunct_reached(R, T, K0-L0, K-L) :-
    memberchk(T-d(K1, L1), R),
    K is K0 + K1,
    append(L1, L0, L).

improve(K, Ls, T, R0-Ch0, R-Ch) :-
    (   memberchk(T-d(K0, _), R0)
    ->  (   K < K0
        ->  selectchk(T-d(K0, _), R0, R1), R = [T-d(K, Ls)|R1], Ch = true
        ;   R = R0, Ch = Ch0
        )
    ;   R = [T-d(K, Ls)|R0], Ch = true
    ).
