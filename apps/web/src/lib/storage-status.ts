/** Whether cookies and local storage work, checked once at start-up (core 2.2, 8). */
let available = true;

export function setStorageAvailable(value: boolean): void {
  available = value;
}

export function isStorageAvailable(): boolean {
  return available;
}
