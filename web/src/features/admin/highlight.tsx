import { memo } from 'react';
import { highlightSegments } from './admin-users';

/** Text with every case-insensitive occurrence of the search term marked. */
export const Highlight = memo(function Highlight({ text, query }: { text: string; query: string }) {
  const segments = highlightSegments(text, query);
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
});
