import { ImageViewer } from 'antd-mobile';

/** The photos full screen, swipeable (antd's ImageViewer: loaded on the first tap, not with the page). */
export const showPhotos = (images: string[], defaultIndex: number): void => {
  ImageViewer.Multi.show({ images, defaultIndex });
};
