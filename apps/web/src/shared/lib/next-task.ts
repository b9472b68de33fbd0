/**
 * A new task: work after it runs as a task of its own, so that a phone answers a tap in between
 * instead of running one long task (issue 13). A message, not a timer: a tab opened in the background
 * runs timers at most once a second, which would have held each step for up to a second there.
 */
export function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
