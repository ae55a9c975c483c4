/** An AMap marker page for a GCJ-02 point, for environments without a native map (ecosystem: maps). */
export const amapMarkerUrl = (t: { lat: number; lng: number; name: string }): string =>
  `https://uri.amap.com/marker?position=${t.lng},${t.lat}&name=${encodeURIComponent(t.name)}&coordinate=gaode&callnative=1`;
