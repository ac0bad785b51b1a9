from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_users_body_role import PostUsersBodyRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostUsersBody")


@_attrs_define
class PostUsersBody:
    """
    Attributes:
        name (str):
        email (str):
        password (str):
        role (PostUsersBodyRole | Unset):
        permissions (list[str] | Unset):
    """

    name: str
    email: str
    password: str
    role: PostUsersBodyRole | Unset = UNSET
    permissions: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        email = self.email

        password = self.password

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value

        permissions: list[str] | Unset = UNSET
        if not isinstance(self.permissions, Unset):
            permissions = self.permissions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "email": email,
                "password": password,
            }
        )
        if role is not UNSET:
            field_dict["role"] = role
        if permissions is not UNSET:
            field_dict["permissions"] = permissions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        email = d.pop("email")

        password = d.pop("password")

        _role = d.pop("role", UNSET)
        role: PostUsersBodyRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = PostUsersBodyRole(_role)

        permissions = cast(list[str], d.pop("permissions", UNSET))

        post_users_body = cls(
            name=name,
            email=email,
            password=password,
            role=role,
            permissions=permissions,
        )

        post_users_body.additional_properties = d
        return post_users_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
