import type { Page } from 'playwright-core';

// The test machines have no internet: https://www.youtube.com/iframe_api is answered with a small
// stand-in speaking the same API (YT.Player, onReady, onStateChange, getCurrentTime, getDuration), so
// the player's real code path runs. Its clock is Date.now(), so page.clock moves the video too.
const FAKE_IFRAME_API = `
(() => {
  const PlayerState = { ENDED: 0, PLAYING: 1, PAUSED: 2 };
  class Player {
    constructor(element, options) {
      this.options = options;
      this.duration = 412;
      this.position = 0;
      this.startedAt = null;
      const frame = document.createElement('div');
      frame.setAttribute('data-testid', 'fake-youtube');
      frame.style.cssText = 'width:100%;height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;background:linear-gradient(135deg,#1c1917,#44403c);color:#fff;font:14px system-ui';
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = '▶ Lire la vidéo';
      button.style.cssText = 'padding:10px 18px;border-radius:999px;border:0;background:#dc2626;color:#fff;font-weight:600';
      button.onclick = () => (this.startedAt === null ? this.playVideo() : this.pauseVideo());
      const label = document.createElement('span');
      label.textContent = 'YouTube · ' + options.videoId;
      frame.append(button, label);
      element.replaceWith(frame);
      window.fakeYouTubePlayer = this;
      setTimeout(() => options.events?.onReady?.({ target: this }), 0);
    }
    getDuration() { return this.duration; }
    getCurrentTime() {
      if (this.startedAt === null) return this.position;
      return Math.min(this.duration, this.position + (Date.now() - this.startedAt) / 1000);
    }
    seekTo(seconds) { this.position = seconds; if (this.startedAt !== null) this.startedAt = Date.now(); }
    playVideo() { this.startedAt = Date.now(); this.options.events?.onStateChange?.({ data: PlayerState.PLAYING, target: this }); }
    pauseVideo() { this.position = this.getCurrentTime(); this.startedAt = null; this.options.events?.onStateChange?.({ data: PlayerState.PAUSED, target: this }); }
    end() { this.position = this.duration; this.startedAt = null; this.options.events?.onStateChange?.({ data: PlayerState.ENDED, target: this }); }
    destroy() {}
  }
  window.YT = { Player, PlayerState };
  window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
})();
`;

export async function fakeYouTube(page: Page) {
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API }),
  );
}
