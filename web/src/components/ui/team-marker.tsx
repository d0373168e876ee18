import './team-marker.css';

/** Marks a saved view, a follow or an API key that is the team's, not the reader's own. */
export function TeamMarker() {
  return <span className="team-marker">Team</span>;
}
