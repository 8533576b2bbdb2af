#ifndef SCROLLSIM_CSDL2_SHIM_H
#define SCROLLSIM_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/* Function-like macros do not import into Swift: wrap the ones we use. */
static inline int scrollsim_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline const char *scrollsim_ttf_error(void) { return TTF_GetError(); }
static inline const char *scrollsim_img_error(void) { return IMG_GetError(); }
static inline int scrollsim_blit(SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect) {
    return SDL_BlitSurface(src, srcrect, dst, dstrect);
}
static inline Uint32 scrollsim_button_mask(int button) { return SDL_BUTTON(button); }
static inline Uint32 scrollsim_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }
/* Flushes standard output: 0 when everything written to it arrived, else an
   errno value (-1 when an earlier write failed and the reason is gone).
   (Swift 6 does not let code touch the C global `stdout`.) */
#include <stdio.h>
#include <errno.h>
static inline int scrollsim_flush_stdout(void) {
    errno = 0;
    if (fflush(stdout) != 0) return errno != 0 ? errno : -1;
    return ferror(stdout) ? -1 : 0;
}
/* Returns freed heap memory to the system (glibc), so resident memory
   follows what is in use: the soak run's memory check calls it. */
#include <malloc.h>
static inline void scrollsim_malloc_trim(void) { (void)malloc_trim(0); }
#endif
