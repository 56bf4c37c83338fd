import { GRIND_IMAGE_HEIGHT, GRIND_IMAGE_WIDTH } from '@grindstone/contract';

/** The grind image (140 x 207 px): a sandstone wheel on a wooden stand, sparks flying. */
export function GrindstoneImage({ active = false }: { active?: boolean }) {
  return (
    <svg
      className={`grindstone-svg${active ? ' is-active' : ''}`}
      width={GRIND_IMAGE_WIDTH}
      height={GRIND_IMAGE_HEIGHT}
      viewBox="0 0 140 207"
      role="img"
      aria-label="Grindstone"
    >
      <defs>
        <radialGradient id="gs-stone" cx="45%" cy="40%" r="60%">
          <stop offset="0%" stopColor="#c9c2b4" />
          <stop offset="55%" stopColor="#8f8878" />
          <stop offset="100%" stopColor="#5b564c" />
        </radialGradient>
        <linearGradient id="gs-wood" x1="0" x2="1">
          <stop offset="0%" stopColor="#6b4428" />
          <stop offset="50%" stopColor="#8a5a35" />
          <stop offset="100%" stopColor="#5a3820" />
        </linearGradient>
        <linearGradient id="gs-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#2f8cff" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#1b4f96" />
        </linearGradient>
        <radialGradient id="gs-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#ffd27a" stopOpacity="0.9" />
          <stop offset="100%" stopColor="#ff8a3d" stopOpacity="0" />
        </radialGradient>
      </defs>
      {/* stand */}
      <path d="M34 196 L52 96 L60 96 L46 196 Z" fill="url(#gs-wood)" />
      <path d="M106 196 L88 96 L80 96 L94 196 Z" fill="url(#gs-wood)" />
      <rect x="30" y="150" width="80" height="8" rx="2" fill="#5a3820" />
      <rect x="22" y="194" width="96" height="9" rx="3" fill="#4a2e1a" />
      {/* trough */}
      <path d="M38 138 h64 l-6 18 h-52 z" fill="#3b3f4a" />
      <path d="M41 140 h58 l-3 9 h-52 z" fill="url(#gs-water)" />
      {/* wheel */}
      <g className="grindstone-wheel">
        <circle cx="70" cy="86" r="52" fill="url(#gs-stone)" stroke="#3d3a33" strokeWidth="3" />
        <circle
          cx="70"
          cy="86"
          r="44"
          fill="none"
          stroke="#a39c8c"
          strokeOpacity="0.45"
          strokeWidth="1.5"
          strokeDasharray="3 5"
        />
        <circle cx="70" cy="86" r="30" fill="none" stroke="#6f695d" strokeOpacity="0.5" strokeWidth="1" />
        <path d="M70 40 v92 M24 86 h92" stroke="#6f695d" strokeOpacity="0.25" strokeWidth="1" />
        <circle cx="70" cy="86" r="9" fill="#2a2c33" stroke="#1a1b20" strokeWidth="2" />
        <circle cx="70" cy="86" r="3" fill="#9aa3b5" />
      </g>
      {/* crank */}
      <path d="M70 86 L118 66" stroke="#9aa3b5" strokeWidth="4" strokeLinecap="round" />
      <rect x="114" y="52" width="8" height="20" rx="3" fill="#8a5a35" />
      {/* sparks */}
      <g className="grindstone-sparks">
        <circle cx="30" cy="48" r="14" fill="url(#gs-glow)" />
        <path
          d="M26 46 l-14 -10 M24 50 l-18 -2 M28 42 l-8 -16 M22 54 l-14 6"
          stroke="#ffc15a"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="10" cy="34" r="1.8" fill="#ffd27a" />
        <circle cx="6" cy="50" r="1.5" fill="#ff9d4d" />
        <circle cx="16" cy="22" r="1.5" fill="#ffd27a" />
      </g>
    </svg>
  );
}
