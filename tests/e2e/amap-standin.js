/* global window, document, HTMLElement, setTimeout, URL */
// A local stand-in for the AMap JS API 1.4 script, for browser journeys (no test machine reaches
// AMap). It implements only the classes and methods the console uses, draws them plainly (SVG
// lines and circles, the markers' own DOM content) on a flat lng/lat view, and records every
// call in window.__amapCalls. Loaded by URL exactly as the real script: ?key=&plugin=&callback=.
(function () {
  const calls = (window.__amapCalls = []);
  const record = (name, detail) => calls.push({ name, detail: detail === undefined ? null : JSON.parse(JSON.stringify(detail)) });
  const src = new URL(document.currentScript.src);
  record('load', { v: src.searchParams.get('v'), key: src.searchParams.get('key'), plugin: src.searchParams.get('plugin') });
  const SVG = 'http://www.w3.org/2000/svg';
  /** Places a search finds (GCJ-02). */
  const GAZETTEER = [
    { name: '天安门', location: [116.397428, 39.90923] },
    { name: '北京西站', location: [116.322056, 39.89491] },
  ];

  class LngLat {
    constructor(lng, lat) {
      this.lng = Number(lng);
      this.lat = Number(lat);
    }
    getLng() {
      return this.lng;
    }
    getLat() {
      return this.lat;
    }
  }
  const toLngLat = (p) => (p instanceof LngLat ? p : Array.isArray(p) ? new LngLat(p[0], p[1]) : new LngLat(p.lng, p.lat));

  class Emitter {
    constructor() {
      this.handlers = {};
    }
    on(type, fn) {
      (this.handlers[type] ||= []).push(fn);
    }
    off(type, fn) {
      this.handlers[type] = (this.handlers[type] || []).filter((h) => h !== fn);
    }
    emit(type, event) {
      for (const fn of this.handlers[type] || []) fn(event);
    }
  }

  class Map extends Emitter {
    constructor(container, options = {}) {
      super();
      this.container = typeof container === 'string' ? document.getElementById(container) : container;
      this.container.style.position = 'relative';
      this.svg = document.createElementNS(SVG, 'svg');
      this.svg.setAttribute('style', 'position:absolute;inset:0;width:100%;height:100%;pointer-events:none');
      this.container.appendChild(this.svg);
      this.overlays = [];
      this.view = { lng: 116.397, lat: 39.909, scale: 20000 };
      this.container.dataset.amapStandin = 'map';
      this.onClick = (e) => {
        if (e.target.closest('[data-amap-control], [data-amap-handle]')) return;
        const r = this.container.getBoundingClientRect();
        this.emit('click', { lnglat: this.unproject(e.clientX - r.left, e.clientY - r.top) });
      };
      this.container.addEventListener('click', this.onClick);
      record('Map', { options });
      setTimeout(() => this.emit('complete'), 0);
    }
    size() {
      return { w: this.container.clientWidth || 600, h: this.container.clientHeight || 400 };
    }
    project(p) {
      const { w, h } = this.size();
      const k = Math.cos((this.view.lat * Math.PI) / 180);
      return [w / 2 + (p.lng - this.view.lng) * this.view.scale * k, h / 2 - (p.lat - this.view.lat) * this.view.scale];
    }
    unproject(x, y) {
      const { w, h } = this.size();
      const k = Math.cos((this.view.lat * Math.PI) / 180);
      return new LngLat(this.view.lng + (x - w / 2) / (this.view.scale * k), this.view.lat - (y - h / 2) / this.view.scale);
    }
    add(overlay) {
      overlay.setMap(this);
    }
    remove(overlay) {
      overlay.setMap(null);
    }
    addControl(control) {
      record('addControl', control.kind);
      const tag = document.createElement('div');
      tag.dataset.amapControl = control.kind;
      tag.textContent = control.kind;
      tag.setAttribute('style', 'position:absolute;right:4px;font:10px sans-serif;background:#fff;padding:1px 3px;bottom:' + (4 + 16 * this.container.querySelectorAll('[data-amap-control]').length) + 'px');
      this.container.appendChild(tag);
    }
    setCenter(p) {
      const c = toLngLat(p);
      this.view.lng = c.lng;
      this.view.lat = c.lat;
      record('setCenter', [c.lng, c.lat]);
      this.redraw();
    }
    getCenter() {
      return new LngLat(this.view.lng, this.view.lat);
    }
    setZoom(zoom) {
      this.view.scale = 2 ** zoom * 1.4;
      record('setZoom', zoom);
      this.redraw();
    }
    setFitView() {
      const all = this.overlays.flatMap((o) => o.points());
      record('setFitView', all.length);
      if (all.length === 0) return;
      const lngs = all.map((p) => p.lng), lats = all.map((p) => p.lat);
      const [w0, w1, s0, s1] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
      this.view.lng = (w0 + w1) / 2;
      this.view.lat = (s0 + s1) / 2;
      const { w, h } = this.size();
      const k = Math.cos((this.view.lat * Math.PI) / 180);
      this.view.scale = Math.min((w - 60) / Math.max((w1 - w0) * k, 0.0005), (h - 60) / Math.max(s1 - s0, 0.0005));
      this.redraw();
    }
    redraw() {
      for (const o of this.overlays) o.draw();
    }
    destroy() {
      record('destroy');
      this.container.removeEventListener('click', this.onClick);
      this.container.replaceChildren();
      this.overlays = [];
    }
  }

  class Overlay extends Emitter {
    constructor(kind, options) {
      super();
      this.kind = kind;
      this.options = options;
      this.map = null;
      record(kind, summary(options));
      if (options.map) options.map.add(this);
    }
    setMap(map) {
      if (this.map) {
        this.map.overlays = this.map.overlays.filter((o) => o !== this);
        this.undraw();
      }
      this.map = map;
      if (map) {
        map.overlays.push(this);
        this.draw();
      }
    }
  }
  const summary = (options) => {
    const out = {};
    for (const [k, v] of Object.entries(options)) {
      if (k === 'map') continue;
      if (k === 'content') out.content = typeof v === 'string' ? v : v.textContent;
      else if (k === 'path') out.path = v.length;
      else out[k] = v instanceof LngLat ? [v.lng, v.lat] : v;
    }
    return out;
  };

  class Polyline extends Overlay {
    constructor(options) {
      super('Polyline', options);
    }
    points() {
      return (this.options.path || []).map(toLngLat);
    }
    setPath(path) {
      this.options.path = path;
      this.draw();
    }
    getPath() {
      return this.points();
    }
    draw() {
      if (!this.map) return;
      this.el ||= this.map.svg.appendChild(document.createElementNS(SVG, 'polyline'));
      this.el.setAttribute('points', this.points().map((p) => this.map.project(p).join(',')).join(' '));
      this.el.setAttribute('style', `fill:none;stroke:${this.options.strokeColor};stroke-width:${this.options.strokeWeight || 2}`);
    }
    undraw() {
      this.el?.remove();
      this.el = null;
    }
  }

  class Circle extends Overlay {
    constructor(options) {
      super('Circle', options);
    }
    points() {
      return [toLngLat(this.options.center)];
    }
    setCenter(c) {
      this.options.center = c;
      this.draw();
    }
    getCenter() {
      return toLngLat(this.options.center);
    }
    setRadius(r) {
      this.options.radius = r;
      this.draw();
    }
    getRadius() {
      return this.options.radius;
    }
    /** Pixels per metre at the circle (the view is in degrees). */
    pixels() {
      return this.map.view.scale / 111_320;
    }
    draw() {
      if (!this.map) return;
      this.el ||= this.map.svg.appendChild(document.createElementNS(SVG, 'circle'));
      const [x, y] = this.map.project(this.getCenter());
      this.el.setAttribute('cx', x);
      this.el.setAttribute('cy', y);
      this.el.setAttribute('r', Math.max(this.options.radius * this.pixels(), 2));
      this.el.setAttribute('style', `fill:${this.options.fillColor || 'none'};fill-opacity:${this.options.fillOpacity ?? 0.2};stroke:${this.options.strokeColor}`);
      this.handle?.place();
    }
    undraw() {
      this.el?.remove();
      this.el = null;
    }
  }

  class Marker extends Overlay {
    constructor(options) {
      super('Marker', options);
    }
    points() {
      return [toLngLat(this.options.position)];
    }
    setPosition(p) {
      this.options.position = p;
      this.draw();
    }
    getPosition() {
      return toLngLat(this.options.position);
    }
    draw() {
      if (!this.map) return;
      if (!this.el) {
        this.el = document.createElement('div');
        this.el.dataset.amapMarker = '';
        this.el.setAttribute('style', 'position:absolute;left:0;top:0');
        const content = this.options.content;
        if (content instanceof HTMLElement) this.el.appendChild(content);
        else this.el.innerHTML = content || '<div style="width:10px;height:10px;background:#1976d2"></div>';
        if (this.options.draggable) this.dragging();
        this.map.container.appendChild(this.el);
      }
      const [x, y] = this.map.project(this.getPosition());
      this.el.style.transform = `translate(${x}px, ${y}px)`;
    }
    dragging() {
      this.el.dataset.amapHandle = 'marker';
      this.el.style.cursor = 'move';
      drag(this.el, (x, y) => this.setPosition(this.map.unproject(x, y)), () => this.emit('dragend', { lnglat: this.getPosition() }));
    }
    undraw() {
      this.el?.remove();
      this.el = null;
    }
  }

  /** Follows a mouse drag of `el` in the map's pixels; `end` once it is let go. */
  function drag(el, move, end) {
    el.addEventListener('mousedown', (down) => {
      down.preventDefault();
      const box = el.parentElement.getBoundingClientRect();
      const onMove = (e) => move(e.clientX - box.left, e.clientY - box.top);
      const onUp = () => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', onUp);
        end();
      };
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', onUp);
    });
  }

  class Control {
    constructor(kind, options) {
      this.kind = kind;
      record(kind, options || {});
    }
  }

  /** A handle on the circle's east edge; dragging it changes the radius. */
  class CircleEditor extends Emitter {
    constructor(map, circle) {
      super();
      this.map = map;
      this.circle = circle;
      record('CircleEditor');
    }
    open() {
      record('CircleEditor.open');
      const circle = this.circle;
      const handle = document.createElement('div');
      handle.dataset.amapHandle = 'radius';
      handle.dataset.testid = 'amap-radius-handle';
      handle.setAttribute('style', 'position:absolute;left:0;top:0;width:12px;height:12px;margin:-6px;background:#fff;border:2px solid #1976d2;cursor:ew-resize');
      circle.handle = {
        place: () => {
          const [x, y] = this.map.project(circle.getCenter());
          handle.style.transform = `translate(${x + circle.getRadius() * circle.pixels()}px, ${y}px)`;
        },
      };
      this.map.container.appendChild(handle);
      circle.handle.place();
      drag(
        handle,
        (x) => {
          const [cx] = this.map.project(circle.getCenter());
          circle.setRadius(Math.max(1, Math.round((x - cx) / circle.pixels())));
        },
        () => this.emit('adjust', { radius: circle.getRadius() }),
      );
      this.handle = handle;
    }
    close() {
      record('CircleEditor.close');
      this.handle?.remove();
      this.circle.handle = null;
    }
  }

  /** Suggestions under the given input as the user types; choosing one emits `select`. */
  class Autocomplete extends Emitter {
    constructor(options = {}) {
      super();
      record('Autocomplete', options);
      const input = typeof options.input === 'string' ? document.getElementById(options.input) : options.input;
      const list = document.createElement('ul');
      list.dataset.testid = 'amap-suggestions';
      list.setAttribute('style', 'position:absolute;z-index:2000;background:#fff;border:1px solid #ccc;margin:0;padding:0;list-style:none');
      document.body.appendChild(list);
      input?.addEventListener('input', () => {
        const r = input.getBoundingClientRect();
        list.style.left = `${r.left + window.scrollX}px`;
        list.style.top = `${r.bottom + window.scrollY}px`;
        const found = input.value ? GAZETTEER.filter((p) => p.name.includes(input.value)) : [];
        list.replaceChildren(
          ...found.map((poi) => {
            const li = document.createElement('li');
            li.textContent = poi.name;
            li.setAttribute('style', 'padding:4px 8px;cursor:pointer');
            li.addEventListener('mousedown', (e) => {
              e.preventDefault();
              list.replaceChildren();
              this.emit('select', { poi: { name: poi.name, location: toLngLat(poi.location) } });
            });
            return li;
          }),
        );
      });
    }
  }

  class PlaceSearch {
    constructor(options = {}) {
      record('PlaceSearch', options);
    }
    search(keyword, callback) {
      record('PlaceSearch.search', keyword);
      const pois = GAZETTEER.filter((p) => p.name.includes(keyword)).map((p) => ({ name: p.name, location: toLngLat(p.location) }));
      setTimeout(() => callback(pois.length ? 'complete' : 'no_data', { poiList: { pois, count: pois.length } }), 0);
    }
  }

  window.AMap = {
    v: '1.4.15-standin',
    LngLat,
    Map,
    Polyline,
    Circle,
    Marker,
    Scale: class extends Control { constructor(o) { super('Scale', o); } },
    ToolBar: class extends Control { constructor(o) { super('ToolBar', o); } },
    OverView: class extends Control { constructor(o) { super('OverView', o); } },
    MapType: class extends Control { constructor(o) { super('MapType', o); } },
    PolyEditor: class { constructor() { record('PolyEditor'); } },
    CircleEditor,
    Autocomplete,
    PlaceSearch,
  };
  const callback = src.searchParams.get('callback');
  if (callback) setTimeout(() => window[callback](), 0);
})();
