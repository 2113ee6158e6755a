import Foundation
import ScaffoldDiagnostics
import Testing

@testable import ScaffoldProject

/// Reading an Xcode project's targets and synchronized folders, and what scaffold tells the user about the
/// files it wrote: joined by themselves, to add in Xcode, or to regenerate.
@Suite("Xcode project")
struct XcodeProjectTests {
    // MARK: Fixtures

    /// An Xcode 16 project (objectVersion 77) as Xcode writes it: an app, its unit tests and its UI tests, each
    /// with a synchronized folder of its name.
    static let synchronized = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXContainerItemProxy section */
        		6A1B2C3D2C8E000100AB0001 /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = 6A1B2C3D2C8E000000AB0001 /* Project object */;
        			proxyType = 1;
        			remoteGlobalIDString = 6A1B2C3D2C8E000200AB0001;
        			remoteInfo = MyApp;
        		};
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
        		6A1B2C3D2C8E000300AB0001 /* MyApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = MyApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		6A1B2C3D2C8E000300AB0002 /* MyAppTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = MyAppTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        		6A1B2C3D2C8E000300AB0003 /* MyAppUITests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = MyAppUITests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		6A1B2C3D2C8E000400AB0001 /* MyApp */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			path = MyApp;
        			sourceTree = "<group>";
        		};
        		6A1B2C3D2C8E000400AB0002 /* MyAppTests */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			path = MyAppTests;
        			sourceTree = "<group>";
        		};
        		6A1B2C3D2C8E000400AB0003 /* MyAppUITests */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = MyAppUITests; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXFrameworksBuildPhase section */
        		6A1B2C3D2C8E000500AB0001 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		6A1B2C3D2C8E000600AB0001 = {
        			isa = PBXGroup;
        			children = (
        				6A1B2C3D2C8E000400AB0001 /* MyApp */,
        				6A1B2C3D2C8E000400AB0002 /* MyAppTests */,
        				6A1B2C3D2C8E000400AB0003 /* MyAppUITests */,
        				6A1B2C3D2C8E000600AB0002 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		6A1B2C3D2C8E000600AB0002 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				6A1B2C3D2C8E000300AB0001 /* MyApp.app */,
        				6A1B2C3D2C8E000300AB0002 /* MyAppTests.xctest */,
        				6A1B2C3D2C8E000300AB0003 /* MyAppUITests.xctest */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		6A1B2C3D2C8E000200AB0001 /* MyApp */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = 6A1B2C3D2C8E000700AB0002 /* Build configuration list for PBXNativeTarget "MyApp" */;
        			buildPhases = (
        				6A1B2C3D2C8E000800AB0001 /* Sources */,
        				6A1B2C3D2C8E000500AB0001 /* Frameworks */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			fileSystemSynchronizedGroups = (
        				6A1B2C3D2C8E000400AB0001 /* MyApp */,
        			);
        			name = MyApp;
        			packageProductDependencies = (
        			);
        			productName = MyApp;
        			productReference = 6A1B2C3D2C8E000300AB0001 /* MyApp.app */;
        			productType = "com.apple.product-type.application";
        		};
        		6A1B2C3D2C8E000200AB0002 /* MyAppTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = 6A1B2C3D2C8E000700AB0003 /* Build configuration list for PBXNativeTarget "MyAppTests" */;
        			buildPhases = (
        				6A1B2C3D2C8E000800AB0002 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        				6A1B2C3D2C8E000900AB0001 /* PBXTargetDependency */,
        			);
        			fileSystemSynchronizedGroups = (
        				6A1B2C3D2C8E000400AB0002 /* MyAppTests */,
        			);
        			name = MyAppTests;
        			productName = MyAppTests;
        			productReference = 6A1B2C3D2C8E000300AB0002 /* MyAppTests.xctest */;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        		6A1B2C3D2C8E000200AB0003 /* MyAppUITests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = 6A1B2C3D2C8E000700AB0004 /* Build configuration list for PBXNativeTarget "MyAppUITests" */;
        			buildPhases = (
        			);
        			fileSystemSynchronizedGroups = (
        				6A1B2C3D2C8E000400AB0003 /* MyAppUITests */,
        			);
        			name = MyAppUITests;
        			productName = MyAppUITests;
        			productReference = 6A1B2C3D2C8E000300AB0003 /* MyAppUITests.xctest */;
        			productType = "com.apple.product-type.bundle.ui-testing";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		6A1B2C3D2C8E000000AB0001 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				BuildIndependentTargetsInParallel = 1;
        				LastSwiftUpdateCheck = 1600;
        				LastUpgradeCheck = 1600;
        				TargetAttributes = {
        					6A1B2C3D2C8E000200AB0001 = {
        						CreatedOnToolsVersion = 16.0;
        					};
        					6A1B2C3D2C8E000200AB0002 = {
        						CreatedOnToolsVersion = 16.0;
        						TestTargetID = 6A1B2C3D2C8E000200AB0001;
        					};
        				};
        			};
        			buildConfigurationList = 6A1B2C3D2C8E000700AB0001 /* Build configuration list for PBXProject "MyApp" */;
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        			);
        			mainGroup = 6A1B2C3D2C8E000600AB0001;
        			minimizedProjectReferenceProxies = 1;
        			preferredProjectObjectVersion = 77;
        			productRefGroup = 6A1B2C3D2C8E000600AB0002 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				6A1B2C3D2C8E000200AB0001 /* MyApp */,
        				6A1B2C3D2C8E000200AB0002 /* MyAppTests */,
        				6A1B2C3D2C8E000200AB0003 /* MyAppUITests */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        		6A1B2C3D2C8E000800AB0001 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		6A1B2C3D2C8E000800AB0002 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
        		6A1B2C3D2C8E000900AB0001 /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			target = 6A1B2C3D2C8E000200AB0001 /* MyApp */;
        			targetProxy = 6A1B2C3D2C8E000100AB0001 /* PBXContainerItemProxy */;
        		};
        /* End PBXTargetDependency section */

        /* Begin XCBuildConfiguration section */
        		6A1B2C3D2C8E000A00AB0001 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				CODE_SIGN_STYLE = Automatic;
        				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
        				LD_RUNPATH_SEARCH_PATHS = (
        					"$(inherited)",
        					"@executable_path/Frameworks",
        				);
        				PRODUCT_BUNDLE_IDENTIFIER = com.example.MyApp;
        				PRODUCT_NAME = "$(TARGET_NAME)";
        				SWIFT_VERSION = 6.0;
        				TARGETED_DEVICE_FAMILY = "1,2";
        			};
        			name = Debug;
        		};
        		6A1B2C3D2C8E000A00AB0002 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				BUNDLE_LOADER = "$(TEST_HOST)";
        				PRODUCT_BUNDLE_IDENTIFIER = com.example.MyAppTests;
        				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/MyApp.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/MyApp";
        			};
        			name = Debug;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		6A1B2C3D2C8E000700AB0001 /* Build configuration list for PBXProject "MyApp" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				6A1B2C3D2C8E000A00AB0001 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Release;
        		};
        		6A1B2C3D2C8E000700AB0002 /* Build configuration list for PBXNativeTarget "MyApp" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				6A1B2C3D2C8E000A00AB0001 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Release;
        		};
        		6A1B2C3D2C8E000700AB0003 /* Build configuration list for PBXNativeTarget "MyAppTests" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				6A1B2C3D2C8E000A00AB0002 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Release;
        		};
        /* End XCConfigurationList section */
        	};
        	rootObject = 6A1B2C3D2C8E000000AB0001 /* Project object */;
        }

        """

    /// The same project once the app's `Info.plist` and `Features/Legacy` were taken out of the app target and
    /// `Support/Fakes.swift` was added to the unit tests, in Xcode's File inspector.
    static let withExceptions = synchronized.replacingOccurrences(
        of: """
            		6A1B2C3D2C8E000400AB0001 /* MyApp */ = {
            			isa = PBXFileSystemSynchronizedRootGroup;
            """,
        with: """
            		6A1B2C3D2C8E000400AB0001 /* MyApp */ = {
            			isa = PBXFileSystemSynchronizedRootGroup;
            			exceptions = (
            				6A1B2C3D2C8E000B00AB0001 /* Exceptions for "MyApp" folder in "MyApp" target */,
            				6A1B2C3D2C8E000B00AB0002 /* Exceptions for "MyApp" folder in "MyAppTests" target */,
            			);
            """
    ).replacingOccurrences(
        of: "/* Begin PBXFileSystemSynchronizedRootGroup section */",
        with: """
            /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
            		6A1B2C3D2C8E000B00AB0001 /* Exceptions for "MyApp" folder in "MyApp" target */ = {
            			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            			membershipExceptions = (
            				Features/Legacy,
            				Info.plist,
            			);
            			target = 6A1B2C3D2C8E000200AB0001 /* MyApp */;
            		};
            		6A1B2C3D2C8E000B00AB0002 /* Exceptions for "MyApp" folder in "MyAppTests" target */ = {
            			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            			membershipExceptions = (
            				Support/Fakes.swift,
            			);
            			target = 6A1B2C3D2C8E000200AB0002 /* MyAppTests */;
            		};
            /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

            /* Begin PBXFileSystemSynchronizedRootGroup section */
            """)

    /// A project from before Xcode 16 (objectVersion 56): groups and file references only, every file listed.
    static let classic = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXBuildFile section */
        		C0FFEE0000000000000000A1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = C0FFEE0000000000000000B1 /* AppDelegate.swift */; };
        		C0FFEE0000000000000000A2 /* MyAppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = C0FFEE0000000000000000B2 /* MyAppTests.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		C0FFEE0000000000000000B1 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		C0FFEE0000000000000000B2 /* MyAppTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = MyAppTests.swift; sourceTree = "<group>"; };
        		C0FFEE0000000000000000B3 /* MyApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = MyApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		C0FFEE0000000000000000B4 /* MyAppTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = MyAppTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        		C0FFEE0000000000000000C1 = {
        			isa = PBXGroup;
        			children = (
        				C0FFEE0000000000000000C2 /* MyApp */,
        				C0FFEE0000000000000000C3 /* MyAppTests */,
        				C0FFEE0000000000000000C4 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		C0FFEE0000000000000000C2 /* MyApp */ = {
        			isa = PBXGroup;
        			children = (
        				C0FFEE0000000000000000B1 /* AppDelegate.swift */,
        			);
        			path = MyApp;
        			sourceTree = "<group>";
        		};
        		C0FFEE0000000000000000C3 /* MyAppTests */ = {
        			isa = PBXGroup;
        			children = (
        				C0FFEE0000000000000000B2 /* MyAppTests.swift */,
        			);
        			path = MyAppTests;
        			sourceTree = "<group>";
        		};
        		C0FFEE0000000000000000C4 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				C0FFEE0000000000000000B3 /* MyApp.app */,
        				C0FFEE0000000000000000B4 /* MyAppTests.xctest */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		C0FFEE0000000000000000D1 /* MyApp */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = C0FFEE0000000000000000F2 /* Build configuration list for PBXNativeTarget "MyApp" */;
        			buildPhases = (
        				C0FFEE0000000000000000E1 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = MyApp;
        			productName = MyApp;
        			productReference = C0FFEE0000000000000000B3 /* MyApp.app */;
        			productType = "com.apple.product-type.application";
        		};
        		C0FFEE0000000000000000D2 /* MyAppTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = C0FFEE0000000000000000F3 /* Build configuration list for PBXNativeTarget "MyAppTests" */;
        			buildPhases = (
        				C0FFEE0000000000000000E2 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = MyAppTests;
        			productName = MyAppTests;
        			productReference = C0FFEE0000000000000000B4 /* MyAppTests.xctest */;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		C0FFEE000000000000000001 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				LastSwiftUpdateCheck = 1500;
        				LastUpgradeCheck = 1500;
        			};
        			buildConfigurationList = C0FFEE0000000000000000F1 /* Build configuration list for PBXProject "MyApp" */;
        			compatibilityVersion = "Xcode 14.0";
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        			);
        			mainGroup = C0FFEE0000000000000000C1;
        			productRefGroup = C0FFEE0000000000000000C4 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				C0FFEE0000000000000000D1 /* MyApp */,
        				C0FFEE0000000000000000D2 /* MyAppTests */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        		C0FFEE0000000000000000E1 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				C0FFEE0000000000000000A1 /* AppDelegate.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		C0FFEE0000000000000000E2 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				C0FFEE0000000000000000A2 /* MyAppTests.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */
        	};
        	rootObject = C0FFEE000000000000000001 /* Project object */;
        }

        """

    static func project(_ text: String) throws -> XcodeProject {
        try XcodeProject(pbxproj: text, file: "MyApp.xcodeproj/project.pbxproj")
    }

    /// The one error `text` is refused with.
    static func refusal(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
        do {
            _ = try XcodeProject(pbxproj: text, file: "project.pbxproj")
            Issue.record("accepted", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(error.diagnostics.count == 1, "\(error)", sourceLocation: sourceLocation)
            return error.diagnostics.first
        }
    }

    static let feedSources = ["MyApp/Features/Feed/FeedView.swift", "MyApp/Features/Feed/FeedViewModel.swift", "MyApp/Features/Feed/Model/FeedItem.swift"]
    static let feedTests = ["MyAppTests/Feed/FeedViewModelTests.swift"]

    static func report(
        _ project: XcodeProject, sources: [String] = feedSources, tests: [String] = feedTests, appTarget: String? = nil, testTarget: String? = nil,
        generator: XcodeMembership.Generator? = nil
    ) -> [String] {
        XcodeMembership.report(
            project: project, projectName: "MyApp.xcodeproj", sourceFiles: sources, testFiles: tests, appTarget: appTarget, testTarget: testTarget,
            generator: generator)
    }

    // MARK: Targets and folders

    @Test("an Xcode 16 project: targets sorted by name, with their product types and synchronized folders")
    func synchronizedTargets() throws {
        let project = try Self.project(Self.synchronized)
        #expect(
            project.targets == [
                .init(name: "MyApp", productType: "com.apple.product-type.application", isTests: false, synchronizedFolders: ["MyApp"]),
                .init(name: "MyAppTests", productType: "com.apple.product-type.bundle.unit-test", isTests: true, synchronizedFolders: ["MyAppTests"]),
                .init(name: "MyAppUITests", productType: "com.apple.product-type.bundle.ui-testing", isTests: true, synchronizedFolders: ["MyAppUITests"]),
            ])
        #expect(project.targets(containing: "MyApp/Features/Feed/FeedView.swift") == ["MyApp"])
        #expect(project.targets(containing: "./MyApp//Features/../Features/Feed/FeedView.swift") == ["MyApp"])
        #expect(project.targets(containing: "MyAppTests/Feed/FeedViewModelTests.swift") == ["MyAppTests"])
        #expect(project.targets(containing: "Modules/Feed/FeedView.swift") == [])
        #expect(project.targets(containing: "MyAppExtras/FeedView.swift") == [], "a folder named like the synchronized one is not in it")
        #expect(project.targets(containing: "../MyApp/FeedView.swift") == [])
    }

    @Test("membership exceptions: paths taken out of the owning target, or added to another one")
    func exceptions() throws {
        let project = try Self.project(Self.withExceptions)
        #expect(project.targets.map(\.synchronizedFolders) == [["MyApp"], ["MyAppTests"], ["MyAppUITests"]])
        #expect(project.targets(containing: "MyApp/Features/Feed/FeedView.swift") == ["MyApp"])
        #expect(project.targets(containing: "MyApp/Info.plist") == [])
        #expect(project.targets(containing: "MyApp/Features/Legacy/OldFeed.swift") == [], "an excepted folder covers what is under it")
        #expect(project.targets(containing: "MyApp/Features/LegacyFree/Feed.swift") == ["MyApp"])
        #expect(project.targets(containing: "MyApp/Support/Fakes.swift") == ["MyApp", "MyAppTests"])
        #expect(project.targets(containing: "Elsewhere/Info.plist") == [])
    }

    @Test("a classic project: targets without synchronized folders, so no file joins one by itself")
    func classicTargets() throws {
        let project = try Self.project(Self.classic)
        #expect(project.targets.map(\.name) == ["MyApp", "MyAppTests"])
        #expect(project.targets.map(\.isTests) == [false, true])
        #expect(project.targets.allSatisfy { $0.synchronizedFolders.isEmpty })
        #expect(project.targets(containing: "MyApp/AppDelegate.swift") == [])
    }

    @Test("folders through the group tree: nested groups, SOURCE_ROOT, projectDirPath, `..`, and groups outside the project's folder")
    func groupTree() throws {
        func project(dirPath: String = "", groups: String) -> String {
            """
            { objects = {
                P = { isa = PBXProject; mainGroup = M; projectDirPath = "\(dirPath)"; targets = ( T ); };
                T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = ( S1, S2, S3, S4, S5 ); };
                \(groups)
              }; rootObject = P; }
            """
        }
        let groups = """
            M = { isa = PBXGroup; children = ( G, S3, S4, S5 ); sourceTree = "<group>"; };
            G = { isa = PBXGroup; children = ( S1, S2 ); name = "Named only"; path = "App/Sources"; sourceTree = "<group>"; };
            S1 = { isa = PBXFileSystemSynchronizedRootGroup; path = Features; sourceTree = "<group>"; };
            S2 = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = SOURCE_ROOT; };
            S3 = { isa = PBXFileSystemSynchronizedRootGroup; path = ../Common; sourceTree = "<group>"; };
            S4 = { isa = PBXFileSystemSynchronizedRootGroup; path = /Users/me/Elsewhere; sourceTree = "<absolute>"; };
            S5 = { isa = PBXFileSystemSynchronizedRootGroup; path = Generated; sourceTree = BUILT_PRODUCTS_DIR; };
            """
        #expect(try Self.project(project(groups: groups)).targets[0].synchronizedFolders == ["../Common", "App/Sources/Features", "Shared"])
        #expect(
            try Self.project(project(dirPath: "iOS", groups: groups)).targets[0].synchronizedFolders == ["Common", "iOS/App/Sources/Features", "iOS/Shared"])
        #expect(try Self.project(project(dirPath: "/abs", groups: groups)).targets[0].synchronizedFolders == [])
        // A group that contains itself, and a synchronized group outside the tree (resolved only from SOURCE_ROOT).
        let cyclic = """
            M = { isa = PBXGroup; children = ( M, S1 ); sourceTree = "<group>"; };
            S1 = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            S2 = { isa = PBXFileSystemSynchronizedRootGroup; path = Loose; sourceTree = "<group>"; };
            S3 = { isa = PBXFileSystemSynchronizedRootGroup; path = Rooted; sourceTree = SOURCE_ROOT; };
            """
        #expect(try Self.project(project(groups: cyclic)).targets[0].synchronizedFolders == ["App", "Rooted"])
    }

    // MARK: Reports

    @Test("files in the synchronized folders of the app and unit-test targets join them by themselves")
    func reportSynchronized() throws {
        let project = try Self.project(Self.synchronized)
        #expect(
            Self.report(project) == [
                "MyApp/Features/Feed is in the synchronized folder 'MyApp' of target 'MyApp': new files join it by themselves",
                "MyAppTests/Feed is in the synchronized folder 'MyAppTests' of target 'MyAppTests': new files join it by themselves",
            ])
        // Generated or not: files in synchronized folders need no regeneration.
        #expect(Self.report(project, generator: .tuist) == Self.report(project))
        #expect(Self.report(project, sources: [], tests: []) == [])
    }

    @Test("files outside the synchronized folders: which files to add to which target")
    func reportNotSynchronized() throws {
        let project = try Self.project(Self.synchronized)
        #expect(
            Self.report(project, sources: ["Modules/Feed/FeedViewModel.swift", "Modules/Feed/FeedView.swift"], tests: ["Tests/Feed/FeedTests.swift"]) == [
                "add to target 'MyApp' in Xcode: Modules/Feed/FeedView.swift, Modules/Feed/FeedViewModel.swift",
                "add to target 'MyAppTests' in Xcode: Tests/Feed/FeedTests.swift",
            ])
        // Tests in the app's folder are in a synchronized folder, but of the wrong target.
        #expect(
            Self.report(project, tests: ["MyApp/FeedTests/FeedTests.swift"]) == [
                "MyApp/Features/Feed is in the synchronized folder 'MyApp' of target 'MyApp': new files join it by themselves",
                "add to target 'MyAppTests' in Xcode: MyApp/FeedTests/FeedTests.swift",
            ])
        let classic = try Self.project(Self.classic)
        #expect(
            Self.report(classic) == [
                "add to target 'MyApp' in Xcode: MyApp/Features/Feed/FeedView.swift, MyApp/Features/Feed/FeedViewModel.swift, MyApp/Features/Feed/Model/FeedItem.swift",
                "add to target 'MyAppTests' in Xcode: MyAppTests/Feed/FeedViewModelTests.swift",
            ])
    }

    @Test("a membership exception over the written folder: the files must be added after all")
    func reportExcepted() throws {
        let project = try Self.project(Self.withExceptions)
        #expect(
            Self.report(project, sources: ["MyApp/Features/Legacy/Feed/FeedView.swift"], tests: []) == [
                "add to target 'MyApp' in Xcode: MyApp/Features/Legacy/Feed/FeedView.swift"
            ])
    }

    @Test("a generated project is regenerated, not edited: XcodeGen and Tuist")
    func reportGenerated() throws {
        let classic = try Self.project(Self.classic)
        #expect(
            Self.report(classic, generator: .xcodegen) == [
                "MyApp.xcodeproj is generated by XcodeGen: make sure the sources of target 'MyApp' in project.yml cover MyApp/Features/Feed (a parent folder does), then run `xcodegen generate`",
                "MyApp.xcodeproj is generated by XcodeGen: make sure the sources of target 'MyAppTests' in project.yml cover MyAppTests/Feed (a parent folder does), then run `xcodegen generate`",
            ])
        #expect(
            Self.report(classic, sources: ["Features/Feed/FeedView.swift", "Shared/Feed/FeedItem.swift"], tests: [], generator: .tuist) == [
                "MyApp.xcodeproj is generated by Tuist: make sure the sources of target 'MyApp' in Project.swift cover Features/Feed, Shared/Feed (a parent folder does), then run `tuist generate`"
            ])
    }

    @Test("targets named in the config, a missing one, and candidates when no single target fits")
    func reportTargetChoice() throws {
        let project = try Self.project(Self.synchronized)
        #expect(
            Self.report(project, tests: ["MyAppUITests/FeedUITests.swift"], testTarget: "MyAppUITests") == [
                "MyApp/Features/Feed is in the synchronized folder 'MyApp' of target 'MyApp': new files join it by themselves",
                "MyAppUITests is in the synchronized folder 'MyAppUITests' of target 'MyAppUITests': new files join it by themselves",
            ])
        #expect(
            Self.report(project, tests: [], appTarget: "MyApp iOS") == [
                "there is no target 'MyApp iOS' in MyApp.xcodeproj (its targets: 'MyApp', 'MyAppTests', 'MyAppUITests')",
                "add to the target that should build them in Xcode: MyApp/Features/Feed/FeedView.swift, MyApp/Features/Feed/FeedViewModel.swift, MyApp/Features/Feed/Model/FeedItem.swift",
            ])
        // Two unit-test targets: files in either's folder are reported as such, the others name both.
        let twoTestTargets = try Self.project(
            Self.synchronized.replacingOccurrences(of: "com.apple.product-type.bundle.ui-testing", with: "com.apple.product-type.bundle.unit-test"))
        #expect(
            Self.report(twoTestTargets, sources: [], tests: ["MyAppTests/Feed/FeedTests.swift", "Tests/Feed/FeedTests.swift"]) == [
                "MyAppTests/Feed is in the synchronized folder 'MyAppTests' of target 'MyAppTests': new files join it by themselves",
                "add to the test target (one of 'MyAppTests', 'MyAppUITests') in Xcode: Tests/Feed/FeedTests.swift",
            ])
        // No test target at all.
        let appOnly = try Self.project(
            Self.synchronized.replacingOccurrences(
                of: "6A1B2C3D2C8E000200AB0002 /* MyAppTests */,\n\t\t\t\t6A1B2C3D2C8E000200AB0003 /* MyAppUITests */,\n", with: ""))
        #expect(appOnly.targets.map(\.name) == ["MyApp"])
        #expect(
            Self.report(appOnly, sources: []) == [
                "there is no test target in MyApp.xcodeproj",
                "add to the target that should build them in Xcode: MyAppTests/Feed/FeedViewModelTests.swift",
            ])
    }

    // MARK: Files on disk

    @Test("projects and generators found in a folder; a project loaded from disk")
    func folders() throws {
        let folder = try TestSupport.temporaryFolder("xcode")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        #expect(XcodeMembership.projects(in: folder) == [])
        #expect(XcodeMembership.generator(in: folder) == nil)
        for name in ["Zeta.xcodeproj", "MyApp.xcodeproj"] {
            try manager.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try Data().write(to: folder.appendingPathComponent("NotAProject.xcodeproj"))
        try Self.synchronized.write(to: folder.appendingPathComponent("MyApp.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        #expect(XcodeMembership.projects(in: folder).map(\.lastPathComponent) == ["MyApp.xcodeproj", "Zeta.xcodeproj"])

        let project = try XcodeProject.load(folder.appendingPathComponent("MyApp.xcodeproj"))
        #expect(project == (try Self.project(Self.synchronized)))
        do {
            _ = try XcodeProject.load(folder.appendingPathComponent("Zeta.xcodeproj"))
            Issue.record("a project without project.pbxproj loaded")
        } catch {
            #expect(error.diagnostics.map(\.location.line) == [1])
            #expect(error.description.contains("Zeta.xcodeproj/project.pbxproj:1:1: error: cannot read the Xcode project file"))
        }

        try "name: MyApp\n".write(to: folder.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        #expect(XcodeMembership.generator(in: folder) == .xcodegen)
        try manager.removeItem(at: folder.appendingPathComponent("project.yml"))
        try manager.createDirectory(at: folder.appendingPathComponent("Tuist"), withIntermediateDirectories: true)
        #expect(XcodeMembership.generator(in: folder) == .tuist)
        try manager.removeItem(at: folder.appendingPathComponent("Tuist"))
        try "import ProjectDescription\n".write(to: folder.appendingPathComponent("Project.swift"), atomically: true, encoding: .utf8)
        #expect(XcodeMembership.generator(in: folder) == .tuist)
    }

    // MARK: Parsing

    @Test("comments, quoting and escapes")
    func escapes() throws {
        var parser = PlistParser(
            #"""
            // !$*UTF8*$!
            {
                /* a block comment, with "quotes" and { braces ( */
                plain = a/b:c.d-e+f_$1; // a line comment; with = signs
                quoted = "tab\there \"quoted\" back\\slash\nnew line";
                unicode = "caf\U00e9 \UD83D\UDE00 \U263a café \101\7";
                single = 'it\'s';
                list = ( one, "two words", /* skipped */ three, );
                empty = ( );
                nested = { inner = "x"; };
                "quoted key" = value;
                data = <0fbd 7788>;
            }
            """#, file: "test.plist")
        let root = try #require(try parser.parseDocument().dictionary)
        #expect(root["plain"]?.string == "a/b:c.d-e+f_$1")
        #expect(root["quoted"]?.string == "tab\there \"quoted\" back\\slash\nnew line")
        #expect(root["unicode"]?.string == "café 😀 ☺ café A\u{7}")
        #expect(root["single"]?.string == "it's")
        #expect(root["list"]?.array?.compactMap(\.string) == ["one", "two words", "three"])
        #expect(root["empty"]?.array?.isEmpty == true)
        #expect(root["nested"]?.dictionary?["inner"]?.string == "x")
        #expect(root["quoted key"]?.string == "value")
        #expect(root["data"]?.string == "<0fbd 7788>")
    }

    @Test("escaped names in a project")
    func escapedNames() throws {
        let project = try Self.project(
            #"""
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = M; targets = ( T ); };
                M = { isa = PBXGroup; children = ( S ); sourceTree = "<group>"; };
                S = { isa = PBXFileSystemSynchronizedRootGroup; path = "My \"App\"\U00e9"; sourceTree = "<group>"; };
                T = { isa = PBXNativeTarget; name = "My \"App\""; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = ( S ); };
            }; rootObject = P; }
            """#)
        #expect(project.targets.map(\.name) == ["My \"App\""])
        #expect(project.targets(containing: "My \"App\"é/Feed.swift") == ["My \"App\""])
    }

    @Test("malformed files are refused with a located error, never a crash")
    func malformed() throws {
        let cases: [(text: String, line: Int, column: Int, message: String)] = [
            ("{ a = \"open;\n}\n", 1, 7, "unterminated string"),
            ("{\n  a = b;\n  c = { d = e; };\n", 1, 1, "this '{' is never closed"),
            ("{ a = ( b, c ; }", 1, 14, "expected ',' or ')'"),
            ("{ a = b; }\n}", 2, 1, "unexpected '}' after the end of the property list"),
            ("{ a = b }", 1, 9, "expected ';' after the value of 'a'"),
            ("{ a b; }", 1, 5, "expected '=' after the key 'a'"),
            ("{ /* never ends\n a = b; }", 1, 3, "unterminated comment"),
            ("{ a = \"\\U\"; }", 1, 8, "'\\U' needs 1 to 4 hex digits"),
            ("{ a = <12 zz>; }", 1, 11, "in data"),
            ("{ a = ; }", 1, 7, "unexpected ';': expected a value"),
            ("{ é = b; }", 1, 3, "expected a key"),
            ("// only a comment\n", 2, 1, "the project file is empty"),
            ("", 1, 1, "the project file is empty"),
            ("( a, b )", 1, 1, "holds one dictionary"),
            ("{ archiveVersion = 1; }", 1, 1, "no 'objects' dictionary"),
            ("{ objects = { }; rootObject = X; }", 1, 31, "'rootObject' does not name a PBXProject"),
            (String(repeating: "{", count: 10_000), 1, 2, "expected a key (a string) or '}', found '{'"),
            (String(repeating: "{a=", count: 10_000), 1, 193, "nests more than 64 levels deep"),
            ("{ a = " + String(repeating: "(", count: 10_000), 1, 70, "nests more than 64 levels deep"),
            ("{\n\t\"café\" = \"naïve\n", 2, 11, "unterminated string"),
        ]
        for (text, line, column, message) in cases {
            let diagnostic = try #require(Self.refusal(text), "\(text.prefix(40))")
            #expect(diagnostic.message.contains(message), "\(diagnostic)")
            #expect((diagnostic.location.line, diagnostic.location.column) == (line, column), "\(diagnostic)")
            #expect(diagnostic.location.file == "project.pbxproj")
        }
    }

    @Test("every cut of a project file is refused with a located error, never a crash")
    func truncated() throws {
        let text = Array(Self.withExceptions.unicodeScalars)
        for length in stride(from: 0, to: text.count - 3, by: 17) {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: text[..<length])
            let diagnostic = try #require(Self.refusal(String(prefix)))
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
        }
    }

    @Test("a file over 64 MiB is refused before it is parsed")
    func tooLarge() throws {
        let diagnostic = try #require(Self.refusal(String(repeating: " ", count: (64 << 20) + 1)))
        #expect(diagnostic.message.contains("more than the 64 MiB scaffold reads"))
        #expect((diagnostic.location.line, diagnostic.location.column) == (1, 1))
    }
}
