import { useEffect, useState } from 'react';
import { fetchFile } from '../../api/files';

/**
 * A picture's thumbnail, fetched with the token and shown from a blob: URL (an <img> cannot send
 * the token, and the console's CSP takes blob: images however the console is served).
 */
export function Thumbnail({ entity, id, name, size }: { entity: string; id: string; name: string; size: number }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    let made: string | undefined;
    fetchFile(entity, id, true)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
        else URL.revokeObjectURL(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [entity, id]);
  const box = { width: size, height: size, objectFit: 'cover' as const, borderRadius: 4, display: 'block', background: 'rgba(0,0,0,0.06)' };
  return url ? <img src={url} alt={name} style={box} /> : <span role="img" aria-label={name} style={{ ...box, display: 'inline-block' }} />;
}
