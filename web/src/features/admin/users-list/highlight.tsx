import { memo } from 'react';
import { highlightSegments } from './search-match';

/** Text with every occurrence of the search term marked, in any case, accents and spacing; `mobile`: the
 * text is a mobile number, which a phone-like term also matches by its digits. */
export const Highlight = memo(function Highlight({
  text,
  query,
  mobile = false,
}: {
  text: string;
  query: string;
  mobile?: boolean;
}) {
  const segments = highlightSegments(text, query, { mobile });
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
});
