/*  Test-only: the fast path of prolog/verify.pl against the costed search.

    judge_step/7 answers the common steps through fast/9 and everything else through
    classify/11 under an inference bound. The fast path is meant as a pure optimisation:
    wherever it answers, classify/11 followed by remember/9 must give the same result and
    the same next state. pv_fast_check/4 walks every CoT of a batch from the empty state and,
    at each fact or rule step the fast path answers, judges the step both ways.
    It also holds the filter may_rederive/3 to the search it guards: at every fact step,
    when the filter fails, one_step/8 must find no derivation from the canonical part
    of the state.
    Out: "Checked Pruned Mismatches Codes", Pruned the fact steps the filter turned
    away, Codes the rule codes of the fast answers (sorted, with repeats removed), or a
    description of the first mismatch.
*/
:- module(pv_fast_check, [pv_fast_check/4]).
:- use_module(library(lists)).

pv_fast_check(Theory, sorted(Table, CoTs), limits(Limit, _), Out) :-
    pv_verify:build_theory(Theory, Th),
    pv_verify:empty_state(S0),
    unshare(CoTs, Table, [], Seqs),
    foldl(walk_cot(Th, Limit, S0), Seqs, r(0, [], [], 0), r(N, Codes0, Bad, P)),
    sort(Codes0, Codes),
    (   Bad == []
    ->  format(string(Out), "~w ~w 0 ~w", [N, P, Codes])
    ;   length(Bad, NB), Bad = [First|_],
        format(string(Out), "~w ~w ~w ~q", [N, P, NB, First])
    ).

% The step lists of the CoTs: c(L, Suffix) shares its first L steps with the previous CoT.
unshare([], _, _, []).
unshare([c(L, Is)|Cs], Table, Prev, [Steps|Rest]) :-
    length(Shared, L), append(Shared, _, Prev),
    findall(S, ( member(I, Is), J is I + 1, arg(J, Table, S0), pv_verify:packed_step(S0, S) ),
            New),
    append(Shared, New, Steps),
    unshare(Cs, Table, Steps, Rest).

walk_cot(Th, Limit, S0, Steps, Acc0, Acc) :-
    foldl(step(Th, Limit), Steps, 0-S0-Acc0, _-_-Acc).

step(Th, Limit, Step, I-S0-r(N0, C0, B0, P0), I1-S-r(N, C, B, P)) :-
    I1 is I + 1,
    pv_verify:judge(Step, I, Th, Limit, S0, S, _),
    (   ( Step = fact(_) ; Step = rule(_, _) ),
        pv_verify:fast(Step, Th, S0, _, _, Code, _, _, _)
    ->  pv_verify:judge_step(Step, I, Th, Limit, S0, SF, R),
        pv_verify:judge_search(Step, I, Th, Limit, S0, SS, RS),
        N is N0 + 1, C = [Code|C0],
        (   R == RS, SF == SS
        ->  B1 = B0
        ;   B1 = [mismatch(I, Step, fast(R), slow(RS))|B0]
        )
    ;   N = N0, C = C0, B1 = B0
    ),
    (   Step = fact(G), \+ pv_verify:may_rederive(G, Th, S0)
    ->  P is P0 + 1,
        pv_verify:canonical_state(G, S0, Canonical),
        (   once(pv_verify:one_step(G, Th, Canonical, Cost, _, Leaves, _, _))
        ->  B = [filtered(I, Step, Cost, Leaves)|B1]
        ;   B = B1
        )
    ;   P = P0, B = B1
    ).
