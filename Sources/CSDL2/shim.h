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
#endif
