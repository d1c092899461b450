import type { Slide } from '../content/siteContent';

/**
 * The slides' illustrations, drawn by hand as inline SVG: no extra request before the first
 * slide can paint, and they scale with the slide. Each has role img and the content's alt text.
 */
export function SlideArt({ id, label }: { id: Slide['id']; label: string }) {
  return (
    <svg
      viewBox="0 0 320 200"
      width="320"
      height="200"
      role="img"
      aria-label={label}
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {id === 'justice' ? <Scales /> : id === 'hills' ? <Hills /> : <Bridge />}
    </svg>
  );
}

function Scales() {
  return (
    <g>
      <rect width="320" height="200" fill="#e8eef4" />
      <circle cx="160" cy="96" r="74" fill="#d5e0ea" />
      <g stroke="#0b3d5c" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M160 40v118" />
        <path d="M92 64h136" />
        <path d="M100 64l-22 52M100 64l22 52M220 64l-22 52M220 64l22 52" strokeWidth="2.5" />
      </g>
      <circle cx="160" cy="36" r="9" fill="#b5651d" />
      <path d="M70 116h60a30 14 0 0 1-60 0z" fill="#b5651d" />
      <path d="M190 116h60a30 14 0 0 1-60 0z" fill="#b5651d" />
      <path d="M128 170h64l-10-14h-44z" fill="#0b3d5c" />
      <rect x="112" y="170" width="96" height="10" rx="3" fill="#072a40" />
    </g>
  );
}

function Hills() {
  return (
    <g>
      <rect width="320" height="200" fill="#fdf3e7" />
      <circle cx="236" cy="70" r="30" fill="#e9a25f" />
      <path d="M0 128c40-30 78-36 120-18s80 12 118-14 62-22 82-12v116H0z" fill="#7fa98a" />
      <path d="M0 150c52-28 96-26 146-6s96 16 174-18v74H0z" fill="#4e8262" />
      <path d="M0 172c70-22 130-20 190-4s90 10 130-6v38H0z" fill="#2f5d44" />
      <g stroke="#d7e6d2" strokeWidth="2" fill="none" opacity=".7">
        <path d="M24 160c30-12 60-14 92-6" />
        <path d="M34 168c30-10 56-12 86-4" />
        <path d="M196 150c28-8 60-12 96-22" />
      </g>
      <g fill="#0b3d5c">
        <rect x="150" y="112" width="12" height="10" />
        <path d="M148 113l8-7 8 7z" />
        <rect x="172" y="108" width="10" height="9" />
        <path d="M170 109l7-6 7 6z" />
      </g>
    </g>
  );
}

function Bridge() {
  return (
    <g>
      <rect width="320" height="200" fill="#e8eef4" />
      <path d="M0 150h320v50H0z" fill="#7fa6c2" />
      <g stroke="#c9dae7" strokeWidth="2" strokeLinecap="round">
        <path d="M40 170h36M120 182h50M220 168h44" />
      </g>
      <path d="M0 120h70v80H0zM250 120h70v80h-70z" fill="#4e8262" />
      <path d="M60 112h200v10H60z" fill="#0b3d5c" />
      <path d="M70 122c30-50 150-50 180 0" stroke="#0b3d5c" strokeWidth="8" fill="none" />
      <g stroke="#0b3d5c" strokeWidth="3">
        <path d="M100 112V95M130 112V84M160 112V81M190 112V84M220 112V95" />
      </g>
      <path d="M60 112c40-60 160-60 200 0" stroke="#b5651d" strokeWidth="4" fill="none" />
      <circle cx="92" cy="104" r="4" fill="#b5651d" />
      <circle cx="228" cy="104" r="4" fill="#b5651d" />
    </g>
  );
}
