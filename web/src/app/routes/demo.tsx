import { DemoFrame } from '../../features/report-viewer/demo/demo-frame';
import { DemoOffer } from '../../features/report-viewer/demo/demo-offer';
import './demo.css';

/** The demo page: the report fills the screen under the header, the offer sits in a slim bar above the frame. */
export function DemoRoute() {
  return (
    <section className="demo-page" aria-labelledby="page-title">
      <div className="demo-bar">
        <h1 id="page-title">Demo</h1>
        <DemoOffer />
      </div>
      <DemoFrame />
    </section>
  );
}
