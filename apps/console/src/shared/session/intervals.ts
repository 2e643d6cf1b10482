/**
 * Every periodic refresh in the console registers here, so that logging out can pause them all
 * at once and logging in resume them (shell.md §4 Session, R5.10): a signed-out console must not
 * keep polling the server with a session that no longer exists.
 */
interface Registration {
  run: () => void;
  everyMs: number;
  timer: ReturnType<typeof setInterval> | undefined;
}

const registrations = new Set<Registration>();
let paused = false;

function start(registration: Registration): void {
  if (registration.timer === undefined) registration.timer = setInterval(registration.run, registration.everyMs);
}

function stop(registration: Registration): void {
  clearInterval(registration.timer);
  registration.timer = undefined;
}

/** Runs `run` every `everyMs` while intervals are not paused; the returned function unregisters it. */
export function registerInterval(run: () => void, everyMs: number): () => void {
  const registration: Registration = { run, everyMs, timer: undefined };
  registrations.add(registration);
  if (!paused) start(registration);
  return () => {
    stop(registration);
    registrations.delete(registration);
  };
}

export function pauseIntervals(): void {
  paused = true;
  for (const registration of registrations) stop(registration);
}

export function resumeIntervals(): void {
  paused = false;
  for (const registration of registrations) start(registration);
}

export function intervalsPaused(): boolean {
  return paused;
}
