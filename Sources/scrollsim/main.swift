print("scrollsim")
