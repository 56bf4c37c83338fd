import { useEffect, useMemo, useRef } from 'react';
import { METEOR_COUNT, STAR_COUNT } from './landing-data.ts';

/** A deterministic pseudo-random sequence, so the sky is the same on every render. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

// Each segment eases in and out, as a CSS animation's timing function does between keyframes.
const TWINKLE: Keyframe[] = [
  { opacity: 0.15, easing: 'ease-in-out' },
  { opacity: 0.9, easing: 'ease-in-out' },
  { opacity: 0.15 },
];
const METEOR_PATH = { from: 'rotate(-35deg) translateX(0)', to: 'rotate(-35deg) translateX(-420px)' };
const METEOR: Keyframe[] = [
  { offset: 0, opacity: 0, transform: METEOR_PATH.from },
  { offset: 0.03, opacity: 1 },
  { offset: 0.12, opacity: 0, transform: METEOR_PATH.to },
  { offset: 1, opacity: 0, transform: METEOR_PATH.to },
];

type Timing = { delay: number; duration: number };

/** How many of the sky's animations start in one task. */
const SKY_BATCH = 25;

/**
 * Decorative sky: exactly 100 twinkling stars and 5 meteors, animating opacity and transform
 * only. Hidden from assistive technology; still under prefers-reduced-motion.
 *
 * They run as Web Animations, started after the first paint, not as CSS animations: React
 * listens for animation events at its root, so every CSS animation made the browser send its
 * start and each of its iterations to the page's main thread, about 25 events a second from 100
 * stars, each in a task with a style pass over the whole sky. That kept a phone's main thread busy
 * for as long as the landing page was open. A Web Animation sends no events, and the compositor
 * runs it alone.
 */
export function StarField() {
  const field = useRef<HTMLDivElement>(null);
  const { stars, meteors } = useMemo(() => {
    const rand = seeded(42);
    const stars = Array.from({ length: STAR_COUNT }, (_, i) => {
      const left = `${(rand() * 100).toFixed(2)}%`;
      const top = `${(rand() * 100).toFixed(2)}%`;
      const size = `${(1 + rand() * 2).toFixed(1)}px`;
      const timing = { delay: Math.round(rand() * 4000), duration: Math.round(2000 + rand() * 4000) };
      return { key: i, style: { left, top, width: size, height: size }, timing };
    });
    const meteors = Array.from({ length: METEOR_COUNT }, (_, i) => ({
      key: i,
      style: { left: `${(10 + rand() * 80).toFixed(2)}%`, top: `${(rand() * 40).toFixed(2)}%` },
      timing: { delay: Math.round((i * 2.7 + rand() * 2) * 1000), duration: Math.round((5 + rand() * 4) * 1000) },
    }));
    return { stars, meteors };
  }, []);

  useEffect(() => {
    const sky = field.current;
    if (!sky || typeof sky.animate !== 'function') return;
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const forever = (el: Element, keyframes: Keyframe[], timing: Timing) =>
      el.animate(keyframes, { ...timing, iterations: Infinity });
    type Light = [Element, Keyframe[], Timing];
    const lights = [
      ...[...sky.querySelectorAll('.star')].map((el, i): Light => [el, TWINKLE, stars[i]!.timing]),
      ...[...sky.querySelectorAll('.meteor')].map((el, i): Light => [el, METEOR, meteors[i]!.timing]),
    ];
    let running: Animation[] = [];
    let next: ReturnType<typeof setTimeout> | undefined;
    // A few at a time, one task each: 105 started in one task took ~10 ms of a phone's main thread
    // (×4 under Lighthouse's slowdown) right after the landing's first render. Each star waits
    // seconds before it first twinkles, so starting a batch a task later shows nothing different.
    const startFrom = (first: number) => {
      running.push(
        ...lights.slice(first, first + SKY_BATCH).map(([el, keyframes, timing]) => forever(el, keyframes, timing)),
      );
      next = first + SKY_BATCH < lights.length ? setTimeout(() => startFrom(first + SKY_BATCH)) : undefined;
    };
    const stop = () => {
      clearTimeout(next);
      running.forEach((a) => a.cancel());
      running = [];
    };
    const follow = () => {
      stop();
      if (!motion?.matches) startFrom(0);
    };
    follow();
    motion?.addEventListener?.('change', follow);
    return () => {
      motion?.removeEventListener?.('change', follow);
      stop();
    };
  }, [stars, meteors]);

  return (
    <div ref={field} className="star-field" aria-hidden="true" data-testid="star-field">
      {stars.map((s) => (
        <span key={s.key} className="star" style={s.style} />
      ))}
      {meteors.map((m) => (
        <span key={m.key} className="meteor" style={m.style} />
      ))}
    </div>
  );
}
