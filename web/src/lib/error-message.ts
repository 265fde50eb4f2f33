// The one way the web app turns something thrown into the text a screen shows: the error's own message
// (the API client's errors carry the server's message, docs/product.md §8), or the screen's fallback.
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
