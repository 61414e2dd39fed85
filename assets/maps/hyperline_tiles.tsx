<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="hyperline_tiles" tilewidth="128" tileheight="128" tilecount="9" columns="9">
 <image source="hyperline_tiles.png" width="1152" height="128"/>
 <tile id="0" type="unexplored">
  <properties>
   <property name="name" value="unexplored"/>
   <property name="content" value=""/>
  </properties>
 </tile>
 <tile id="1" type="nexxus">
  <properties>
   <property name="name" value="nexxus"/>
   <property name="content" value="nexxus@0"/>
  </properties>
 </tile>
 <tile id="2" type="corner">
  <properties>
   <property name="name" value="corner"/>
   <property name="content" value="neutral@0"/>
  </properties>
 </tile>
 <tile id="3" type="lane_0">
  <properties>
   <property name="name" value="lane_0"/>
   <property name="content" value="lane@0"/>
  </properties>
 </tile>
 <tile id="4" type="lane_1">
  <properties>
   <property name="name" value="lane_1"/>
   <property name="content" value="lane@1"/>
  </properties>
 </tile>
 <tile id="5" type="loop_a_0">
  <properties>
   <property name="name" value="loop_a_0"/>
   <property name="content" value="loop@0"/>
   <property name="loop" value="A"/>
  </properties>
 </tile>
 <tile id="6" type="loop_b_3">
  <properties>
   <property name="name" value="loop_b_3"/>
   <property name="content" value="loop@3"/>
   <property name="loop" value="B"/>
  </properties>
 </tile>
 <tile id="7" type="loop_b_1">
  <properties>
   <property name="name" value="loop_b_1"/>
   <property name="content" value="loop@1"/>
   <property name="loop" value="B"/>
  </properties>
 </tile>
 <tile id="8" type="loop_a_2">
  <properties>
   <property name="name" value="loop_a_2"/>
   <property name="content" value="loop@2"/>
   <property name="loop" value="A"/>
  </properties>
 </tile>
</tileset>
