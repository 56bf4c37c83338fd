import { useMemo } from 'react';
import { METEOR_COUNT, STAR_COUNT } from './landing-data.ts';

/** A deterministic pseudo-random sequence, so the sky is the same on every render. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/**
 * Decorative sky: exactly 100 twinkling stars and 5 meteors, pure CSS animation (transform and
 * opacity only). Hidden from assistive technology; still under prefers-reduced-motion.
 */
export function StarField() {
  const { stars, meteors } = useMemo(() => {
    const rand = seeded(42);
    const stars = Array.from({ length: STAR_COUNT }, (_, i) => ({
      key: i,
      style: {
        left: `${(rand() * 100).toFixed(2)}%`,
        top: `${(rand() * 100).toFixed(2)}%`,
        width: `${(1 + rand() * 2).toFixed(1)}px`,
        height: undefined as string | undefined,
        animationDelay: `${(rand() * 4).toFixed(2)}s`,
        animationDuration: `${(2 + rand() * 4).toFixed(2)}s`,
      },
    }));
    for (const s of stars) s.style.height = s.style.width;
    const meteors = Array.from({ length: METEOR_COUNT }, (_, i) => ({
      key: i,
      style: {
        left: `${(10 + rand() * 80).toFixed(2)}%`,
        top: `${(rand() * 40).toFixed(2)}%`,
        animationDelay: `${(i * 2.7 + rand() * 2).toFixed(2)}s`,
        animationDuration: `${(5 + rand() * 4).toFixed(2)}s`,
      },
    }));
    return { stars, meteors };
  }, []);
  return (
    <div className="star-field" aria-hidden="true" data-testid="star-field">
      {stars.map((s) => (
        <span key={s.key} className="star" style={s.style} />
      ))}
      {meteors.map((m) => (
        <span key={m.key} className="meteor" style={m.style} />
      ))}
    </div>
  );
}
