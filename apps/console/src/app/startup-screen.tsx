/** Shown while the application starts (the first guard run waits for the user and footer); drawn without antd. */
export function StartupScreen() {
  return (
    <div className="arca-plain arca-startup" role="status">
      <span className="arca-spinner" aria-hidden="true" />
      <span className="arca-startup-text">Starting Arca…</span>
    </div>
  );
}
