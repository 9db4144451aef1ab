#!/usr/bin/env python3
"""FSRS-6 reference numbers for Tests/KeptTests/FSRSTests.swift.

Written independently of the Swift code, straight from the published FSRS-6 formulas
(https://github.com/open-spaced-repetition/fsrs4anki/wiki/The-Algorithm, as py-fsrs 6.x
implements them in fsrs/scheduler.py), default weights, desired retention 0.9, no fuzz and
no learning steps. Run it to print the numbers the tests expect.
"""
import math

W = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666,
     0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542]
DECAY = -W[20]
FACTOR = 0.9 ** (1 / DECAY) - 1
AGAIN, HARD, GOOD, EASY = 1, 2, 3, 4


def init_d(g, clamp=True):
    d = W[4] - math.exp(W[5] * (g - 1)) + 1
    return min(max(d, 1), 10) if clamp else d


def retrievability(t, s):
    return (1 + FACTOR * t / s) ** DECAY


def interval(s, r=0.9):
    i = s / FACTOR * (r ** (1 / DECAY) - 1)
    return min(max(round(i), 1), 36500)


def next_d(d, g):
    damped = d + (10 - d) * (-W[6] * (g - 3)) / 9
    return min(max(W[7] * init_d(EASY, clamp=False) + (1 - W[7]) * damped, 1), 10)


def next_s(d, s, r, g):
    if g == AGAIN:
        long_term = W[11] * d ** -W[12] * ((s + 1) ** W[13] - 1) * math.exp((1 - r) * W[14])
        return min(long_term, s / math.exp(W[17] * W[18]))
    hard = W[15] if g == HARD else 1
    easy = W[16] if g == EASY else 1
    return s * (1 + math.exp(W[8]) * (11 - d) * s ** -W[9] * (math.exp((1 - r) * W[10]) - 1) * hard * easy)


def short_term_s(s, g):
    inc = math.exp(W[17] * (g - 3 + W[18])) * s ** -W[19]
    if g >= GOOD:
        inc = max(inc, 1.0)
    return s * inc


def replay(reviews):
    """reviews: [(day, grade)] → [(stability, difficulty, interval)] after each."""
    s = d = last = None
    out = []
    for day, g in reviews:
        if s is None:
            s, d = max(W[g - 1], 0.001), init_d(g)
        else:
            t = day - last
            if t < 1:
                s = short_term_s(s, g)
            else:
                s = next_s(d, s, retrievability(t, s), g)
            s = max(s, 0.001)
            d = next_d(d, g)
        last = day
        out.append((s, d, interval(s)))
    return out


if __name__ == "__main__":
    for g in (AGAIN, HARD, GOOD, EASY):
        s, d, i = replay([(0, g)])[0]
        print(f"first review grade {g}: S={s:.6f} D={d:.6f} interval={i}")
    seq = [(0, GOOD), (2, GOOD), (12, AGAIN), (12, GOOD), (15, HARD), (25, EASY)]
    for (day, g), (s, d, i) in zip(seq, replay(seq)):
        print(f"day {day} grade {g}: S={s:.6f} D={d:.6f} interval={i}")
    print(f"retention 0.8, good first: interval={interval(W[2], 0.8)}")
    print(f"retention 0.95, easy first: interval={interval(W[3], 0.95)}")
