import * as FRAGS from '@thatopen/fragments';
import workerUrl from '@thatopen/fragments/worker?url';
import type { ViewpointCamera } from '@vve/contract/calls/bim';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { bcfToSceneCamera, NO_OFFSET, sceneToBcfCamera, type ModelOffset, type Vec3 } from './bcf-camera';
import { centreOf, type Bounds } from './bounds';

/** A colour and the elements painted in it. */
export interface PaintLayer {
  color: string;
  localIds: readonly number[];
}

const materials = new Map<string, FRAGS.MaterialDefinition>();

/** One opaque material per colour, made once. */
const paintMaterial = (color: string): FRAGS.MaterialDefinition => {
  const known = materials.get(color);
  if (known) return known;
  const material = {
    color: new THREE.Color(color),
    renderedFaces: FRAGS.RenderedFaces.TWO,
    opacity: 1,
    transparent: false,
  };
  materials.set(color, material);
  return material;
};

/** The picked element: orange, or on the condition map (where orange means condition 4) blue. */
const SELECTION = paintMaterial('#f08c00');
const MAP_SELECTION = paintMaterial('#1c7ed6');

/** How long frames keep being drawn after something changed, while the model's tiles come in. */
const SETTLE_MS = 1200;

const toVec3 = (vector: THREE.Vector3): Vec3 => [vector.x, vector.y, vector.z];

/**
 * The 3D part of the viewer: a three.js scene with orbit controls (mouse, touch and keyboard) and one model
 * loaded from That Open fragments by a worker. Frames are drawn on demand; listeners run after every frame.
 */
export class ViewerEngine {
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  readonly camera = new THREE.PerspectiveCamera(50, 1, 0.1, 2000);
  private readonly controls: OrbitControls;
  private readonly fragments = new FRAGS.FragmentsModels(workerUrl);
  private model: FRAGS.FragmentsModel | null = null;
  private offset: ModelOffset = NO_OFFSET;
  private readonly frameListeners = new Set<() => void>();
  private readonly resizeObserver: ResizeObserver;
  /** The paint of the condition map; null when the model shows its own colours. */
  private paint: { material: FRAGS.MaterialDefinition; localIds: ReadonlySet<number> }[] | null = null;
  private highlighted: number[] = [];
  private drawUntil = 0;
  private frame = 0;
  private disposed = false;

  constructor(private readonly container: HTMLElement) {
    this.renderer = new THREE.WebGLRenderer({ antialias: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.canvas = this.renderer.domElement;
    this.canvas.style.display = 'block';
    this.canvas.style.width = '100%';
    this.canvas.style.height = '100%';
    this.canvas.style.touchAction = 'none';
    container.append(this.canvas);

    this.scene.background = new THREE.Color('#dde8f2');
    this.scene.add(new THREE.HemisphereLight('#ffffff', '#495057', 1.2));
    const sun = new THREE.DirectionalLight('#ffffff', 1);
    sun.position.set(30, 50, 20);
    this.scene.add(sun);

    this.controls = new OrbitControls(this.camera, this.canvas);
    this.controls.listenToKeyEvents(this.canvas);
    this.controls.addEventListener('change', () => {
      void this.fragments.update();
      this.invalidate();
    });

    this.resizeObserver = new ResizeObserver(() => {
      this.resize();
    });
    this.resizeObserver.observe(container);
    this.resize();
  }

  /** Makes the canvas focusable (for the arrow keys) and names it for screen readers. */
  describe(label: string) {
    this.canvas.tabIndex = 0;
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', label);
  }

  private resize() {
    const { clientWidth: width, clientHeight: height } = this.container;
    if (width === 0 || height === 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  /** Draws frames for a while: the model's tiles may still be coming in. */
  invalidate() {
    this.drawUntil = performance.now() + SETTLE_MS;
    if (this.frame === 0 && !this.disposed) this.frame = requestAnimationFrame(this.tick);
  }

  private readonly tick = () => {
    this.frame = 0;
    if (this.disposed) return;
    this.renderer.render(this.scene, this.camera);
    for (const listener of this.frameListeners) listener();
    if (performance.now() < this.drawUntil) this.frame = requestAnimationFrame(this.tick);
  };

  /** Runs after every frame drawn (markers follow the model); returns the way to stop. */
  onFrame(listener: () => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /** Loads a model and looks at all of it; resolves once its first complete frame is drawn. */
  async load(bytes: Uint8Array, modelId: string): Promise<void> {
    const model = await this.fragments.load(bytes, { modelId, camera: this.camera });
    this.model = model;
    this.scene.add(model.object);
    const coordinates = await model.getCoordinates();
    model.object.updateMatrixWorld(true);
    const position = model.object.position;
    this.offset = [
      (coordinates[0] ?? 0) + position.x,
      (coordinates[1] ?? 0) + position.y,
      (coordinates[2] ?? 0) + position.z,
    ];
    this.addGround();
    this.lookAtAll();
    await this.fragments.update(true);
    await this.drawNow();
    performance.mark('viewer:first-frame');
  }

  /** A ground under the model, so that a view from above does not look into a void. */
  private addGround() {
    const box = this.model?.box ?? new THREE.Box3();
    if (box.isEmpty()) return;
    const size = box.getSize(new THREE.Vector3());
    const ground = new THREE.Mesh(
      new THREE.CircleGeometry(Math.max(size.x, size.z) * 4 + 50, 48),
      new THREE.MeshLambertMaterial({ color: '#c9d3bf' }),
    );
    ground.rotation.x = -Math.PI / 2;
    const centre = box.getCenter(new THREE.Vector3());
    ground.position.set(centre.x, box.min.y - 0.02, centre.z);
    this.scene.add(ground);
  }

  private lookAtAll() {
    const box = this.model?.box ?? new THREE.Box3();
    if (box.isEmpty()) return;
    const centre = box.getCenter(new THREE.Vector3());
    const radius = box.getSize(new THREE.Vector3()).length() / 2;
    const distance = radius / Math.sin(THREE.MathUtils.degToRad(this.camera.fov / 2));
    const direction = new THREE.Vector3(-1, -0.8, -1).normalize();
    this.camera.near = Math.max(0.05, radius / 500);
    this.camera.far = Math.max(1000, distance * 10);
    this.camera.updateProjectionMatrix();
    this.camera.position.copy(centre).addScaledVector(direction, -distance);
    this.controls.target.copy(centre);
    this.controls.update();
  }

  /** Draws one frame now and waits for it. */
  private drawNow(): Promise<void> {
    return new Promise((resolve) => {
      requestAnimationFrame(() => {
        this.renderer.render(this.scene, this.camera);
        for (const listener of this.frameListeners) listener();
        this.invalidate();
        resolve();
      });
    });
  }

  private requireModel(): FRAGS.FragmentsModel {
    if (!this.model) throw new Error('No model is loaded.');
    return this.model;
  }

  /** The element under a point of the screen (client pixels), if any. */
  async pick(clientX: number, clientY: number): Promise<number | null> {
    const result = await this.requireModel().raycast({
      camera: this.camera,
      mouse: new THREE.Vector2(clientX, clientY),
      dom: this.canvas,
    });
    return result?.localId ?? null;
  }

  /** Highlights these elements (and no others), over the paint. */
  async highlight(localIds: readonly number[]): Promise<void> {
    const model = this.requireModel();
    const before = this.highlighted;
    this.highlighted = [...localIds];
    if (this.paint === null) {
      await model.resetHighlight();
    } else if (before.length > 0) {
      // Only the elements highlighted before get their paint back: repainting all would cost each pick.
      await model.resetHighlight(before);
      await Promise.all(
        this.paint.map(({ material, localIds: painted }) => {
          const back = before.filter((id) => painted.has(id));
          return back.length > 0 ? model.highlight(back, material) : Promise.resolve();
        }),
      );
    }
    if (localIds.length > 0) await model.highlight([...localIds], this.selectionMaterial());
    await this.fragments.update(true);
    this.invalidate();
  }

  /**
   * Paints elements in colours (the condition map): each layer's elements in its colour, the others as the model
   * draws them; `null` takes the paint away. The highlighted elements stay highlighted over it.
   */
  async paintElements(layers: readonly PaintLayer[] | null): Promise<void> {
    const model = this.requireModel();
    this.paint =
      layers?.map(({ color, localIds }) => ({
        material: paintMaterial(color),
        localIds: new Set(localIds),
      })) ?? null;
    await model.resetHighlight();
    await Promise.all(
      (this.paint ?? []).flatMap(({ material, localIds }) =>
        localIds.size > 0 ? [model.highlight([...localIds], material)] : [],
      ),
    );
    if (this.highlighted.length > 0) await model.highlight(this.highlighted, this.selectionMaterial());
    await this.fragments.update(true);
    this.invalidate();
  }

  private selectionMaterial(): FRAGS.MaterialDefinition {
    return this.paint === null ? SELECTION : MAP_SELECTION;
  }

  /** Shows only these elements; all of them when `localIds` is null. */
  async isolate(localIds: readonly number[] | null): Promise<void> {
    const model = this.requireModel();
    if (localIds === null) {
      await model.resetVisible();
    } else {
      await model.setVisible(undefined, false);
      await model.setVisible([...localIds], true);
    }
    await this.fragments.update(true);
    this.invalidate();
  }

  localIdsOf(guids: readonly string[]): Promise<(number | null)[]> {
    return this.requireModel().getLocalIdsByGuids([...guids]);
  }

  /** The GlobalIds of elements (null for one without). */
  guidsOf(localIds: readonly number[]): Promise<(string | null)[]> {
    return this.requireModel().getGuidsByLocalIds([...localIds]);
  }

  /** The model's elements of these IFC classes (That Open's categories, e.g. IFCROOF), by class. */
  itemsOfClasses(classes: readonly string[]): Promise<Record<string, number[]>> {
    return this.requireModel().getItemsOfCategories(classes.map((name) => new RegExp(`^${name}$`)));
  }

  spatialStructure(): Promise<FRAGS.SpatialTreeItem> {
    return this.requireModel().getSpatialStructure();
  }

  itemsData(localIds: readonly number[], config?: Partial<FRAGS.ItemsDataConfig>): Promise<FRAGS.ItemData[]> {
    return this.requireModel().getItemsData([...localIds], config);
  }

  /** Each element's box in the scene, or null for an element without geometry. */
  async boxesOf(localIds: readonly number[]): Promise<(Bounds | null)[]> {
    const boxes = await this.requireModel().getBoxes([...localIds]);
    return localIds.map((_, index) => {
      const box = boxes[index];
      return box && !box.isEmpty() ? { min: toVec3(box.min), max: toVec3(box.max) } : null;
    });
  }

  /** The centre of each element's box in the scene, or null for an element without geometry. */
  async centresOf(localIds: readonly number[]): Promise<(Vec3 | null)[]> {
    return (await this.boxesOf(localIds)).map((box) => box && centreOf(box));
  }

  /** Where a scene point shows in normalised device coordinates (see marker-projection). */
  project([x, y, z]: Vec3): { x: number; y: number; z: number } {
    const point = new THREE.Vector3(x, y, z).project(this.camera);
    return { x: point.x, y: point.y, z: point.z };
  }

  /** The canvas size in CSS pixels. */
  size(): { width: number; height: number } {
    return { width: this.canvas.clientWidth, height: this.canvas.clientHeight };
  }

  /**
   * The view as it is drawn now, as a PNG's base64 text, scaled down to at most `maxSide` pixels on its longer side
   * (a frame is drawn first: the canvas keeps no drawing between frames).
   */
  snapshot(maxSide: number): string {
    this.renderer.render(this.scene, this.camera);
    const { width, height } = this.canvas;
    const scale = Math.min(1, maxSide / Math.max(width, height, 1));
    const picture = document.createElement('canvas');
    picture.width = Math.max(1, Math.round(width * scale));
    picture.height = Math.max(1, Math.round(height * scale));
    picture.getContext('2d')?.drawImage(this.canvas, 0, 0, picture.width, picture.height);
    return picture.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
  }

  /** The camera as a BCF perspective camera in the model's IFC coordinates. */
  bcfCamera(): ViewpointCamera {
    const direction = this.camera.getWorldDirection(new THREE.Vector3());
    const up = new THREE.Vector3(0, 1, 0).applyQuaternion(this.camera.quaternion);
    return sceneToBcfCamera(
      {
        position: toVec3(this.camera.position),
        direction: toVec3(direction),
        up: toVec3(up),
        fieldOfView: this.camera.fov,
      },
      this.offset,
    );
  }

  /**
   * Puts the camera exactly where a BCF camera says; orbiting then turns around a point ahead of it, at the
   * distance of `focus` when given (the selected element), else of the model's centre.
   */
  setBcfCamera(camera: ViewpointCamera, focus: Vec3 | null = null) {
    const scene = bcfToSceneCamera(camera, this.offset);
    const position = new THREE.Vector3(...scene.position);
    const direction = new THREE.Vector3(...scene.direction);
    const up = new THREE.Vector3(...scene.up);
    const towards = focus
      ? new THREE.Vector3(...focus)
      : (this.model?.box.getCenter(new THREE.Vector3()) ?? null);
    const ahead = towards ? towards.clone().sub(position).dot(direction) : 0;
    const distance = ahead > 0.5 ? ahead : 10;
    const target = position.clone().addScaledVector(direction, distance);
    this.camera.fov = scene.fieldOfView;
    this.camera.position.copy(position);
    this.camera.quaternion.setFromRotationMatrix(new THREE.Matrix4().lookAt(position, target, up));
    this.camera.updateProjectionMatrix();
    this.camera.updateMatrixWorld(true);
    this.controls.target.copy(target);
    void this.fragments.update(true);
    this.invalidate();
  }

  dispose() {
    this.disposed = true;
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.resizeObserver.disconnect();
    this.controls.dispose();
    void this.fragments.dispose();
    this.renderer.dispose();
    this.canvas.remove();
  }
}
