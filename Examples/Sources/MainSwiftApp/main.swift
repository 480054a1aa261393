//
//  main.swift
//  MainSwiftApp
//
//  The entry point written out, as iOS apps did before `@main`: top-level code in the Swift 5
//  language mode, with a UIApplication subclass as the principal class.
//

import UIKit

UIApplicationMain(
    CommandLine.argc,
    CommandLine.unsafeArgv,
    NSStringFromClass(Application.self),
    NSStringFromClass(AppDelegate.self)
)
