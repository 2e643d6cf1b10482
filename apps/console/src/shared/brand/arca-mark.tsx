/** Arca's mark: a package cube on a rounded tile, in the current text colour of its container. */
export function ArcaMark({ size = 28, color }: { size?: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={color} />
      <path
        d="M16 6.5l8.5 4.75v9.5L16 25.5l-8.5-4.75v-9.5z M7.5 11.25L16 16l8.5-4.75 M16 16v9.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
