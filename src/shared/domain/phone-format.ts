/** `+213661234567` → `0661 23 45 67`, how Algerians read a number (a fixed line too: `021 23 45 67`). */
export function formatAlgerianMobile(e164: string): string {
  const m = /^\+213(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return m ? `0${m[1]}${m[2]} ${m[3]} ${m[4]} ${m[5]}` : formatAlgerianLandline(e164);
}

/** `+21321234567` → `021 23 45 67`. */
function formatAlgerianLandline(e164: string): string {
  const m = /^\+213(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return m ? `0${m[1]} ${m[2]} ${m[3]} ${m[4]}` : e164;
}
